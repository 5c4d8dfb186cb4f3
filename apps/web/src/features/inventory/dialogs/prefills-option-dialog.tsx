import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import { useId, useState } from 'react';
import { useUserLoad } from '../../../lib/session/load-user';
import { useSaveUserSetting } from '../../../lib/session/save-user-setting';

/** Whether the prefills option dialog should be skipped ("Don't show this dialog again"). */
export function usePrefillsDialogHidden() {
  return useUserLoad().data?.settings?.inventoryPrefillsDialogHidden === true;
}

export interface PrefillsOptionDialogProps {
  open: boolean;
  onCreateOwn: () => void;
  onSearchPrefills: () => void;
  onCancel: () => void;
}

/** Before Create Inventory: start from the catalogue or create an item by hand. */
export function PrefillsOptionDialog({ open, onCreateOwn, onSearchPrefills, onCancel }: PrefillsOptionDialogProps) {
  const titleId = useId();
  const [hide, setHide] = useState(false);
  const saveSetting = useSaveUserSetting();
  const choose = (next: () => void) => {
    if (hide) saveSetting.mutate({ key: 'inventoryPrefillsDialogHidden', value: true });
    next();
  };
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>Add Inventory</DialogTitle>
      <DialogContent>
        <DialogContentText>
          Start from the catalogue of common trade services and products, or create your own item.
        </DialogContentText>
        <FormControlLabel
          sx={{ mt: 1 }}
          control={<Checkbox checked={hide} onChange={(_event, on) => setHide(on)} />}
          label="Don't show this dialog again"
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={() => choose(onCreateOwn)}>Create My Own</Button>
        <Button variant="contained" onClick={() => choose(onSearchPrefills)}>
          Search & Add Prefills
        </Button>
      </DialogActions>
    </Dialog>
  );
}
