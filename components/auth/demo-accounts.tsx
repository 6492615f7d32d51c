const DEMO_USERNAMES = ['admin', 'recruiter', 'manager', 'employee', 'employee2'];

export function DemoAccounts() {
  return (
    <aside aria-labelledby="demo-accounts-title" className="rounded-md bg-gray-100 p-3 text-sm text-gray-800">
      <h2 id="demo-accounts-title" className="font-semibold text-gray-900">
        Demo accounts
      </h2>
      <p className="mt-1">
        {DEMO_USERNAMES.map((name, i) => (
          <span key={name}>
            {i > 0 ? ', ' : null}
            <code className="font-mono">{name}</code>
          </span>
        ))}{' '}
        — password <code className="font-mono">Demo@1234</code>
      </p>
    </aside>
  );
}
