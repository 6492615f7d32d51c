'use client';

import 'swagger-ui-dist/swagger-ui.css';
import './swagger-contrast.css';
import { useEffect, useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { openApiOp } from '@/lib/client/operations/openapi.gen';
import { watchSwaggerA11y } from './swagger-a11y';

type LoadState = { phase: 'loading' } | { phase: 'ready' } | { phase: 'error'; message: string };

async function loadDocument(signal: AbortSignal): Promise<object> {
  // The document's path has no parameters: the descriptor's path is its URL, without the client's path builder.
  const res = await fetch(openApiOp.path, { headers: { Accept: 'application/json' }, signal });
  if (!res.ok) throw new Error(`The API description could not be loaded (the server answered ${res.status}).`);
  return (await res.json()) as object;
}

export function ApiReference() {
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<LoadState>({ phase: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => (container.current ? watchSwaggerA11y(container.current) : undefined), []);

  useEffect(() => {
    const controller = new AbortController();
    const render = async () => {
      try {
        // The bundle is large and browser-only, so it is fetched after the page has shown.
        const [spec, { default: SwaggerUIBundle }] = await Promise.all([
          loadDocument(controller.signal),
          import('swagger-ui-dist/swagger-ui-es-bundle.js'),
        ]);
        if (controller.signal.aborted || !container.current) return;
        container.current.replaceChildren();
        SwaggerUIBundle({
          domNode: container.current,
          spec,
          // Deep links put a link inside each operation's toggle button (axe: nested-interactive).
          deepLinking: false,
          // Its highlighter's colours fail contrast (string values 3.4:1 on the dark background).
          syntaxHighlight: { activated: false },
          docExpansion: 'list',
          defaultModelsExpandDepth: 0,
          persistAuthorization: false,
          onComplete: () => {
            if (!controller.signal.aborted) setState({ phase: 'ready' });
          },
        });
      } catch (err) {
        if (controller.signal.aborted) return;
        const message = err instanceof Error && err.message.startsWith('The API') ? err.message : 'The API description could not be loaded.';
        setState({ phase: 'error', message });
      }
    };
    void render();
    return () => controller.abort();
  }, [attempt]);

  const retry = () => {
    setState({ phase: 'loading' });
    setAttempt((n) => n + 1);
  };

  return (
    <div aria-busy={state.phase === 'loading'}>
      {state.phase === 'loading' ? (
        <p role="status" className="flex items-center gap-2 py-6 text-gray-800">
          <Spinner /> Loading the API reference…
        </p>
      ) : null}
      {state.phase === 'error' ? (
        <Alert title="The API reference could not be shown" action={<Button variant="secondary" onClick={retry}>Retry</Button>}>
          {state.message}
        </Alert>
      ) : null}
      <div ref={container} hidden={state.phase === 'error'} className="api-reference overflow-x-auto" />
    </div>
  );
}
