import { useEffect } from 'react';

/** Scaffold: replaced by the issue 5 screens. */
export function LicencePage() {
  useEffect(() => {
    document.title = 'Licence · Fieldbook';
  }, []);
  return <h1>Licence</h1>;
}
