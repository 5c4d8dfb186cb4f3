import Close from '@mui/icons-material/Close';
import IconButton from '@mui/material/IconButton';

/** The remove button in the corner of a photo's thumbnail, while a form holds the photo. */
export function ThumbnailRemoveButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <IconButton
      aria-label={label}
      onClick={onClick}
      size="small"
      sx={{
        position: 'absolute',
        top: 4,
        right: 4,
        bgcolor: 'background.paper',
        '&:hover': { bgcolor: 'grey.200' },
      }}
    >
      <Close fontSize="small" />
    </IconButton>
  );
}
