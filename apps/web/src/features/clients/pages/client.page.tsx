import { useEffect } from 'react';
import { useParams } from 'react-router';
import { ClientView } from '../components/client-view';

/** clients/:id — the client view, full width. */
export function ClientPage() {
  const id = Number(useParams().id);
  useEffect(() => {
    document.title = 'Client · Fieldbook';
  }, []);
  return <ClientView clientId={id} headingLevel={1} />;
}
