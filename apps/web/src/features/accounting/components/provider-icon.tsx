import AccountBalance from '@mui/icons-material/AccountBalance';
import Box from '@mui/material/Box';

/** Xero's blue (its brand colour) behind an "x", or a generic ledger icon for the sandbox. */
export function ProviderIcon({ name, size = 40 }: { name: string; size?: number }) {
  if (name !== 'xero')
    return (
      <Box
        aria-hidden
        sx={{
          width: size,
          height: size,
          borderRadius: '50%',
          bgcolor: 'grey.200',
          display: 'grid',
          placeItems: 'center',
        }}
      >
        <AccountBalance color="action" />
      </Box>
    );
  return (
    <Box
      aria-hidden
      sx={{
        width: size,
        height: size,
        borderRadius: '50%',
        bgcolor: '#13B5EA',
        color: '#fff',
        display: 'grid',
        placeItems: 'center',
        fontWeight: 700,
        fontSize: size * 0.45,
        fontFamily: 'sans-serif',
      }}
    >
      x
    </Box>
  );
}
