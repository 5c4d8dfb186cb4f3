import { BILLING_MESSAGES } from '@fieldbook/domain/billing/billing.constants';
import type { SubscriptionPayload } from '@fieldbook/domain/billing/billing.schemas';
import { CARD_MESSAGES, formatCardExpiry } from '@fieldbook/domain/cards/cards.constants';
import type { SavedCardPayload } from '@fieldbook/domain/cards/cards.schemas';
import Add from '@mui/icons-material/Add';
import CreditCard from '@mui/icons-material/CreditCard';
import Delete from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { type CardChoice, CardPaymentPanel } from '../../../components/card-payment-panel';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyState } from '../../../components/empty-state';
import { useSnackbar } from '../../../components/notices';
import { useMinWidth } from '../../../components/use-responsive';
import { ApiError } from '../../../lib/http-client';
import { useDeleteSavedCard, useSaveCard, useSetDefaultCard } from '../api/cards';

const cardName = (card: SavedCardPayload) => `${card.brand} ending ${card.last4}`;

/** A saved card: brand, last four and MM/YYYY expiry; Make Default and Delete unless it is the default. */
function CardTile({
  card,
  busy,
  onMakeDefault,
  onDelete,
}: {
  card: SavedCardPayload;
  busy: boolean;
  onMakeDefault: () => void;
  onDelete: () => void;
}) {
  return (
    <Paper variant="outlined" role="group" aria-label={cardName(card)} sx={{ p: 2 }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <CreditCard color="action" aria-hidden />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600 }}>
            {card.brand} •••• {card.last4}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Expires {formatCardExpiry(card.exp_month, card.exp_year)}
          </Typography>
        </Box>
        {card.default && <Chip size="small" color="primary" variant="outlined" label="Default" />}
      </Stack>
      {!card.default && (
        <Stack direction="row" spacing={1} sx={{ mt: 1.5, justifyContent: 'flex-end' }}>
          <Button size="small" onClick={onMakeDefault} disabled={busy}>
            Make Default
          </Button>
          <IconButton size="small" aria-label={`Delete card ending ${card.last4}`} onClick={onDelete} disabled={busy}>
            <Delete fontSize="small" />
          </IconButton>
        </Stack>
      )}
    </Paper>
  );
}

/** A new card through the card panel (Stripe's field or the sandbox's), saved with POST v1/cards. */
function AddCardDialog({ payments, onClose }: { payments: SubscriptionPayload['payments']; onClose: () => void }) {
  const titleId = useId();
  const wide = useMinWidth(700);
  const { enqueueSnackbar } = useSnackbar();
  const save = useSaveCard();
  const onPay = async (choice: CardChoice) => {
    if (!('token' in choice)) return;
    try {
      await save.mutateAsync({ token: choice.token, holder_name: choice.holder_name });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const reason = error.fieldError('token') ?? error.fieldError('card') ?? error.fieldError('holder_name');
      throw new Error(reason && reason !== error.message ? `${error.message}. ${reason}` : error.message);
    }
    enqueueSnackbar(BILLING_MESSAGES.cardSaved, { variant: 'success' });
    onClose();
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullScreen={!wide} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>Add Card</DialogTitle>
      <DialogContent dividers>
        <CardPaymentPanel
          provider={payments.provider}
          publishableKey={payments.publishable_key}
          buttonLabel="Save Card"
          onPay={onPay}
          showSandboxHints={payments.provider === 'sandbox'}
        />
        <Button onClick={onClose} sx={{ mt: 1 }} fullWidth>
          Cancel
        </Button>
      </DialogContent>
    </Dialog>
  );
}

/** The company's saved cards as tiles; the default pays renewals and cannot be deleted. */
export function SavedCards({ subscription }: { subscription: SubscriptionPayload }) {
  const { enqueueSnackbar } = useSnackbar();
  const setDefault = useSetDefaultCard();
  const remove = useDeleteSavedCard();
  const [deleting, setDeleting] = useState<SavedCardPayload | null>(null);
  const [adding, setAdding] = useState(false);
  const busy = setDefault.isPending || remove.isPending;
  const { cards } = subscription;

  return (
    <>
      {cards.length === 0 ? (
        <EmptyState
          title="No saved cards"
          action={
            <Button variant="outlined" startIcon={<Add />} onClick={() => setAdding(true)}>
              Add Card
            </Button>
          }
        >
          A saved card pays for each period of your subscription.
        </EmptyState>
      ) : (
        <>
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fill, minmax(280px, 1fr))' },
            }}
          >
            {cards.map((card) => (
              <CardTile
                key={card.id}
                card={card}
                busy={busy}
                onMakeDefault={() =>
                  setDefault.mutate(card.id, {
                    onSuccess: () => enqueueSnackbar(BILLING_MESSAGES.defaultCardSet, { variant: 'success' }),
                  })
                }
                onDelete={() => setDeleting(card)}
              />
            ))}
          </Box>
          <Button variant="outlined" startIcon={<Add />} onClick={() => setAdding(true)} sx={{ mt: 2 }}>
            Add Card
          </Button>
        </>
      )}
      {adding && <AddCardDialog payments={subscription.payments} onClose={() => setAdding(false)} />}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete card?"
        message={deleting ? `${cardName(deleting)} will no longer be kept for payments.` : ''}
        confirmLabel="Delete"
        destructive
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          const card = deleting;
          setDeleting(null);
          if (card)
            remove.mutate(card.id, {
              onSuccess: () => enqueueSnackbar(CARD_MESSAGES.cardDeleted, { variant: 'success' }),
            });
        }}
      />
    </>
  );
}
