import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { type DrawingAsset, useDrawingAssets } from '../../drawing-assets/index';

/**
 * The editor's Assets panel: the company's drawing assets, pinned ones first (the server's order), each
 * a button that places it on the canvas. A search reaches past the first page.
 */
export function DrawingAssetsPanel({ onPlace }: { onPlace(asset: DrawingAsset): void }) {
  const [search, setSearch] = useState('');
  const list = useDrawingAssets({ search, archived: false, page: 1 });
  const assets = list.data?.assets ?? [];
  return (
    <Paper variant="outlined" component="section" aria-labelledby="drawing-assets-heading" sx={{ p: 1.5, mb: 1 }}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', mb: 1, flexWrap: 'wrap' }}>
        <Typography id="drawing-assets-heading" variant="subtitle1" component="h2">
          Assets
        </Typography>
        <TextField
          size="small"
          type="search"
          label="Search assets"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          sx={{ width: 220 }}
        />
      </Box>
      {list.isFetching && <LinearProgress aria-label="Loading assets" sx={{ mb: 1 }} />}
      {list.isSuccess && assets.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {search.trim() ? 'No assets match your search.' : 'No drawing assets yet. They are added in Settings.'}
        </Typography>
      ) : (
        <Box component="ul" aria-label="Drawing assets" sx={{ display: 'flex', gap: 1, overflowX: 'auto', p: 0, m: 0 }}>
          {assets.map((asset) => (
            <Box component="li" key={asset.id} sx={{ listStyle: 'none' }}>
              <ButtonBase
                aria-label={`Place ${asset.name}`}
                title={asset.is_pinned ? `${asset.name} (pinned)` : asset.name}
                onClick={() => onPlace(asset)}
                sx={{
                  width: 72,
                  flexDirection: 'column',
                  border: 1,
                  borderColor: asset.is_pinned ? 'primary.main' : 'divider',
                  borderRadius: 1,
                  p: 0.5,
                }}
              >
                <Box
                  component="img"
                  src={asset.signed_url}
                  alt=""
                  sx={{ width: 48, height: 48, objectFit: 'contain' }}
                />
                <Typography variant="caption" noWrap sx={{ maxWidth: '100%' }}>
                  {asset.name}
                </Typography>
              </ButtonBase>
            </Box>
          ))}
        </Box>
      )}
    </Paper>
  );
}
