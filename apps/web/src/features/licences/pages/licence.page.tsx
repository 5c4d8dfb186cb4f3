import { useEffect } from 'react';
import { useParams } from 'react-router';
import { LicenceView } from '../components/licence-view';

/** users/licences/:id — one licence, full width (the expiry notices link here). */
export function LicencePage() {
  const id = Number(useParams().id);
  useEffect(() => {
    document.title = 'Licence · Fieldbook';
  }, []);
  return <LicenceView key={id} licenceId={id} headingLevel={1} />;
}
