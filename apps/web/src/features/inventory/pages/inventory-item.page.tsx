import { useEffect } from 'react';
import { useParams } from 'react-router';
import { InventoryView } from '../components/inventory-view';

/** inventory/:id — one item, full width. */
export function InventoryItemPage() {
  const id = Number(useParams().id);
  useEffect(() => {
    document.title = 'Inventory item · Fieldbook';
  }, []);
  return <InventoryView key={id} itemId={id} headingLevel={1} />;
}
