import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/client/fetch-json';

type RetryAlertProps = { title: string; error: unknown; retrying: boolean; onRetry: () => void };

/** A failed read, in the server's words, with a way to ask again. */
export function RetryAlert({ title, error, retrying, onRetry }: RetryAlertProps) {
  return (
    <Alert
      title={title}
      action={
        <Button variant="secondary" onClick={onRetry} disabled={retrying}>
          Retry
        </Button>
      }
    >
      {errorMessage(error)}
    </Alert>
  );
}
