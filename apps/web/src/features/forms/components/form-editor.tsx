import Add from '@mui/icons-material/Add';
import Delete from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { FieldEditor } from './field-editor';
import {
  addField,
  addSection,
  type DraftSection,
  type EditorErrors,
  type FormDraft,
  removeField,
  removeSection,
  renameSection,
  sectionName,
  updateField,
} from './form-editor-model';
import { DragHandle, EmptySectionDrop, FormReorder, SortableFields, useSortableBlock } from './form-reorder';
import { MoveMenu } from './move-menu';

interface EditorProps {
  draft: FormDraft;
  onChange: (draft: FormDraft) => void;
  errors?: EditorErrors;
  canBeta: boolean;
}

function SectionEditor({
  section,
  index,
  errors,
  draft,
  onChange,
}: {
  section: DraftSection;
  index: number;
  errors: EditorErrors;
  draft: FormDraft;
  onChange: (draft: FormDraft) => void;
}) {
  const path = `definition.sections.${index}`;
  const name = sectionName(section, index);
  const sortable = useSortableBlock(section.id, 'section');
  return (
    <Paper
      ref={sortable.ref}
      style={sortable.style}
      sx={{ p: 2 }}
      component="section"
      aria-label={`Section ${index + 1}`}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', mb: 2 }}>
        <TextField
          size="small"
          label="Section title"
          value={section.title}
          onChange={(event) => onChange(renameSection(draft, section.id, event.target.value))}
          fullWidth
          error={Boolean(errors[`${path}.title`])}
          helperText={errors[`${path}.title`]?.[0]}
        />
        <DragHandle name={name} handle={sortable.handle} />
        <MoveMenu draft={draft} id={section.id} name={name} onChange={onChange} />
        <IconButton aria-label={`Remove ${name}`} onClick={() => onChange(removeSection(draft, section.id))}>
          <Delete />
        </IconButton>
      </Stack>
      <Stack spacing={1.5}>
        <SortableFields ids={section.fields.map((field) => field.id)}>
          {section.fields.map((field, fieldIndex) => (
            <FieldEditor
              key={field.id}
              field={field}
              index={fieldIndex}
              path={`${path}.fields.${fieldIndex}`}
              errors={errors}
              onChange={(change) => onChange(updateField(draft, section.id, field.id, change))}
              onRemove={() => onChange(removeField(draft, section.id, field.id))}
              moveMenu={(fieldLabel) => <MoveMenu draft={draft} id={field.id} name={fieldLabel} onChange={onChange} />}
            />
          ))}
        </SortableFields>
        {section.fields.length === 0 && <EmptySectionDrop sectionId={section.id} />}
      </Stack>
      <Button sx={{ mt: 1.5 }} startIcon={<Add />} onClick={() => onChange(addField(draft, section.id))}>
        {`Add Field to ${name}`}
      </Button>
    </Paper>
  );
}

/** The form editor: name, description, beta, and sections of fields, each reordered by dragging its handle. */
export function FormEditor({ draft, onChange, errors = {}, canBeta }: EditorProps) {
  return (
    <Stack spacing={2}>
      <TextField
        label="Name"
        required
        value={draft.name}
        onChange={(event) => onChange({ ...draft, name: event.target.value })}
        error={Boolean(errors.name)}
        helperText={errors.name?.[0]}
      />
      <TextField
        label="Description"
        value={draft.description}
        multiline
        minRows={2}
        onChange={(event) => onChange({ ...draft, description: event.target.value })}
        error={Boolean(errors.description)}
        helperText={errors.description?.[0]}
      />
      {canBeta && (
        <FormControlLabel
          control={
            <Checkbox
              checked={draft.is_beta}
              onChange={(event) => onChange({ ...draft, is_beta: event.target.checked })}
            />
          }
          label="Beta form (only staff with beta forms access see it)"
        />
      )}
      {(errors['definition.sections']?.[0] ?? errors.definition?.[0]) && (
        <Typography color="error" role="alert">
          {errors['definition.sections']?.[0] ?? errors.definition?.[0]}
        </Typography>
      )}
      <FormReorder draft={draft} onChange={onChange}>
        {draft.sections.map((section, index) => (
          <SectionEditor
            key={section.id}
            section={section}
            index={index}
            errors={errors}
            draft={draft}
            onChange={onChange}
          />
        ))}
      </FormReorder>
      <Box>
        <Button variant="outlined" startIcon={<Add />} onClick={() => onChange(addSection(draft))}>
          Add Section
        </Button>
      </Box>
    </Stack>
  );
}
