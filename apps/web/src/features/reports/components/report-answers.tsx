import { answerText, type FormAnswers } from '@fieldbook/domain/forms/forms.rules';
import type { FormDefinition, FormField } from '@fieldbook/domain/forms/forms.schemas';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { FormDisplayField, FormSections, FormTableView } from '../../forms/index';
import type { ReportImage } from './report-images';

const NONE = '—';

function Answer({
  field,
  value,
  images,
}: {
  field: FormField;
  value: unknown;
  images: ReadonlyMap<number, ReportImage>;
}) {
  if (field.type === 'heading' || field.type === 'instructions') return <FormDisplayField field={field} />;
  let shown: React.ReactNode;
  if (field.type === 'photo' || field.type === 'signature') {
    const ids = (Array.isArray(value) ? value : typeof value === 'number' ? [value] : []) as number[];
    shown =
      ids.length === 0 ? (
        NONE
      ) : (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {ids.map((id, index) => {
            const image = images.get(id);
            const alt = field.type === 'signature' ? `${field.label}: signed` : `Photo ${index + 1} of ${field.label}`;
            return (
              <Box
                key={id}
                component="a"
                href={image?.url ?? undefined}
                target="_blank"
                rel="noreferrer"
                aria-label={`Open ${alt}`}
              >
                <Box
                  component="img"
                  src={(field.type === 'signature' ? image?.url : image?.thumbnail) ?? undefined}
                  alt={alt}
                  sx={{
                    width: field.type === 'signature' ? 220 : 140,
                    height: field.type === 'signature' ? 90 : 140,
                    objectFit: field.type === 'signature' ? 'contain' : 'cover',
                    border: 1,
                    borderColor: 'divider',
                    borderRadius: 1,
                    bgcolor: '#fff',
                  }}
                />
              </Box>
            );
          })}
        </Box>
      );
  } else if (field.type === 'table') {
    const rows = Array.isArray(value) ? (value as Record<string, string | null>[]) : [];
    shown = rows.length === 0 ? NONE : <FormTableView field={field} rows={rows} />;
  } else {
    // Photos, signatures and tables are drawn above; the rest read as text.
    shown = <Typography sx={{ whiteSpace: 'pre-line' }}>{answerText(field, value)}</Typography>;
  }
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ fontWeight: 600 }}>
        {field.label}
      </Typography>
      {shown}
    </Box>
  );
}

/** A filled report read back: each section's answers, photos and signature. */
export function ReportAnswers({
  definition,
  answers,
  images,
}: {
  definition: FormDefinition;
  answers: FormAnswers;
  images: ReadonlyMap<number, ReportImage>;
}) {
  return (
    <FormSections
      definition={definition}
      spacing={1.5}
      field={(field) => <Answer field={field} value={answers[field.id]} images={images} />}
    />
  );
}
