import { DRAWING_ASSET_MESSAGES } from '@fieldbook/domain/drawing-assets/drawing-assets.constants';
import PushPin from '@mui/icons-material/PushPin';
import PushPinOutlined from '@mui/icons-material/PushPinOutlined';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useSnackbar } from '../../../components/notices';
import { ApiError } from '../../../lib/http-client';
import { type DrawingAsset, usePinDrawingAsset } from '../api/drawing-assets-api';

/** Pins or unpins an asset, saying so; a refusal (the 21st pin, an archived asset) is told in a notice. */
export function PinToggle({ asset }: { asset: DrawingAsset }) {
  const pin = usePinDrawingAsset();
  const { enqueueSnackbar } = useSnackbar();
  const label = asset.is_pinned ? `Unpin ${asset.name}` : `Pin ${asset.name}`;
  const toggle = async () => {
    try {
      const saved = await pin.mutateAsync({ id: asset.id, pinned: !asset.is_pinned });
      enqueueSnackbar(saved.is_pinned ? DRAWING_ASSET_MESSAGES.pinned : DRAWING_ASSET_MESSAGES.unpinned, {
        variant: 'success',
      });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      enqueueSnackbar(Object.values(error.firstMessages())[0] ?? error.message, { variant: 'error' });
    }
  };
  return (
    <Tooltip title={asset.is_pinned ? 'Unpin' : 'Pin to the top of the editor’s assets'}>
      <span>
        <IconButton
          aria-label={label}
          aria-pressed={asset.is_pinned}
          disabled={asset.archived || pin.isPending}
          onClick={toggle}
          color={asset.is_pinned ? 'primary' : 'default'}
        >
          {asset.is_pinned ? <PushPin /> : <PushPinOutlined />}
        </IconButton>
      </span>
    </Tooltip>
  );
}
