import {
  BRANDING_LIMITS,
  BRANDING_MESSAGES,
  type BrandingBody,
  type BrandingPayload,
  brandingBodySchema,
} from '@fieldbook/domain/branding/branding.schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type ReactNode, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { ColourPicker } from '../../../components/colour-picker';
import { FormAlerts } from '../../../components/form-alerts';
import { useSnackbar } from '../../../components/notices';
import { applyServerErrors } from '../../../lib/form-errors';
import { ApiError } from '../../../lib/http-client';
import { useUpdateBranding } from '../api/branding-api';

const FIELDS = ['primary_color', 'accent_color', 'document_footer'] as const;

/** The colours and footer of settings/branding; `preview` renders the live preview from the values being edited. */
export function BrandingForm({
  branding,
  onReload,
  preview,
}: {
  branding: BrandingPayload;
  onReload: () => void;
  preview: (values: { primaryColor: string; accentColor: string; footer: string }) => ReactNode;
}) {
  const { enqueueSnackbar } = useSnackbar();
  const save = useUpdateBranding();
  const [stale, setStale] = useState<string | null>(null);
  const { control, handleSubmit, setError, watch, formState } = useForm<BrandingBody>({
    resolver: zodResolver(brandingBodySchema),
    defaultValues: {
      primary_color: branding.primary_color,
      accent_color: branding.accent_color,
      document_footer: branding.document_footer ?? '',
    },
  });
  const [primary, accent, footer] = watch(['primary_color', 'accent_color', 'document_footer']);

  const onSubmit = handleSubmit(async (values) => {
    setStale(null);
    try {
      // The version is the latest this page holds: a logo uploaded meanwhile (here) does not make the edit stale.
      await save.mutateAsync({ ...values, updated_at: branding.updated_at });
      enqueueSnackbar(BRANDING_MESSAGES.saved, { variant: 'success' });
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) setStale(error.message);
      else applyServerErrors(error, setError, FIELDS);
    }
  });

  const colour = (name: 'primary_color' | 'accent_color', label: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        // Not clearable: an emptied picker shows #027be3 (platform section 5).
        <ColourPicker
          label={label}
          value={field.value}
          onChange={(value) => field.onChange(value ?? '')}
          error={fieldState.error?.message}
        />
      )}
    />
  );

  return (
    <Stack spacing={3}>
      <Box component="form" onSubmit={onSubmit} noValidate aria-label="Colours and footer">
        <Stack spacing={2.5}>
          <FormAlerts stale={stale} onReload={onReload} serverError={formState.errors.root?.server?.message} />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            {colour('primary_color', 'Primary colour')}
            {colour('accent_color', 'Accent colour')}
          </Stack>
          <Controller
            control={control}
            name="document_footer"
            render={({ field, fieldState }) => (
              <TextField
                label="Document footer"
                multiline
                minRows={2}
                value={field.value ?? ''}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                error={Boolean(fieldState.error)}
                helperText={
                  fieldState.error?.message ??
                  `On every page of your PDFs and at the foot of your emails, e.g. your ABN and licence number. ${(field.value ?? '').length}/${BRANDING_LIMITS.footerMax}`
                }
              />
            )}
          />
          <Box>
            <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
              Save
            </Button>
          </Box>
        </Stack>
      </Box>
      {preview({ primaryColor: primary ?? '', accentColor: accent ?? '', footer: footer ?? '' })}
    </Stack>
  );
}
