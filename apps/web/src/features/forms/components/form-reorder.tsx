import {
  type Announcements,
  type CollisionDetection,
  closestCenter,
  closestCorners,
  DndContext,
  type DragEndEvent,
  type DragOverEvent,
  DragOverlay,
  KeyboardSensor,
  MeasuringStrategy,
  PointerSensor,
  type UniqueIdentifier,
  useDndContext,
  useDroppable,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import DragIndicator from '@mui/icons-material/DragIndicator';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type CSSProperties, type ReactNode, useRef, useState } from 'react';
import { placeOf, reorder } from './form-draft-order';
import { type FormDraft, fieldName, sectionName } from './form-editor-model';

// Drag and drop of the form editor's sections and fields (@dnd-kit): the pointer, touch and the
// keyboard (Space or Enter picks up, arrows move, Space or Enter drops, Escape cancels) are one
// mechanism, and every move is form-draft-order's `reorder`.

/** What a drop target is: a section, a field, or an empty section's drop area (for fields). */
type BlockKind = 'section' | 'field' | 'section-end';
interface BlockData {
  kind: BlockKind;
  /** The section a section-end belongs to. */
  sectionId?: string;
}

const kindOf = (data: unknown) => (data as BlockData | undefined)?.kind;
/** Sections land among sections; fields among fields and into empty sections. */
const lands = (dragged: BlockKind | undefined, target: BlockKind | undefined) =>
  dragged === 'section' ? target === 'section' : target === 'field' || target === 'section-end';

/** The draft id a drop target stands for: an empty section's drop area is its section. */
const targetId = (over: { id: UniqueIdentifier; data: { current?: unknown } }) =>
  String((over.data.current as BlockData | undefined)?.sectionId ?? over.id);

/**
 * Only the targets the dragged kind lands on count. Sections (tall, one list) go by their centres;
 * fields by corners, which suits items of mixed heights across several lists.
 */
const collisions: CollisionDetection = (args) => {
  const dragged = kindOf(args.active.data.current);
  const droppableContainers = args.droppableContainers.filter((target) => lands(dragged, kindOf(target.data.current)));
  return (dragged === 'section' ? closestCenter : closestCorners)({ ...args, droppableContainers });
};

/** "field Make" for a field labelled Make, "field 2" for one without a label (fieldName already says field). */
const spokenName = (kind: string, text: string, fallback: string) =>
  text.trim() ? `${kind} ${text.trim()}` : fallback;

/** "field Make" or "section Site details", and where it is: "3 of 4 in Site details". */
function spokenPlace(draft: FormDraft, id: string) {
  const place = placeOf(draft, id);
  if (!place) return null;
  const section = draft.sections[place.section];
  if (!section) return null;
  const inSection = sectionName(section, place.section);
  if (place.kind === 'section') {
    return {
      name: spokenName('section', section.title, inSection),
      position: `${place.section + 1} of ${draft.sections.length}`,
    };
  }
  const field = section.fields[place.field];
  if (!field) return null;
  return {
    name: spokenName('field', field.label, fieldName(field, place.field)),
    position: `${place.field + 1} of ${section.fields.length} in ${inSection}`,
  };
}

/** What the live region says: the dragged item's name and where it lands, as `landing` holds it. */
function announcementsFor(draft: () => FormDraft, landing: () => string | null): Announcements {
  const nameOf = (id: UniqueIdentifier) => spokenPlace(draft(), String(id))?.name ?? 'the item';
  const placeNow = (id: UniqueIdentifier) => spokenPlace(draft(), String(id))?.position ?? '';
  return {
    onDragStart: ({ active }) => `Picked up ${nameOf(active.id)}, at position ${placeNow(active.id)}.`,
    onDragOver: ({ active, over }) =>
      over
        ? `${nameOf(active.id)} moves to position ${landing()}.`
        : `${nameOf(active.id)} is over no place; dropping it now leaves it where it was.`,
    onDragEnd: ({ active }) => `Dropped ${nameOf(active.id)} at position ${placeNow(active.id)}.`,
    onDragCancel: ({ active }) =>
      `Moving ${nameOf(active.id)} was cancelled; it is back at position ${placeNow(active.id)}.`,
  };
}

const instructions = {
  draggable:
    'To move this, press Space or Enter, then the up and down arrow keys. Press Space or Enter again to drop it, or Escape to cancel.',
};

/** The editor's drag and drop: what is dragged follows the pointer or keys as a small card. */
export function FormReorder({
  draft,
  onChange,
  children,
}: {
  draft: FormDraft;
  onChange: (draft: FormDraft) => void;
  children: ReactNode;
}) {
  const sensors = useSensors(
    // A few pixels before a drag starts, so a press on the handle stays a press.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const [activeId, setActiveId] = useState<string | null>(null);
  // The draft as the drag found it (Escape puts it back), the latest one, and where the dragged item
  // would land: the handlers set them before dnd-kit asks the announcements.
  const before = useRef<FormDraft | null>(null);
  const latest = useRef(draft);
  latest.current = draft;
  const landing = useRef<string | null>(null);
  const [announcements] = useState(() =>
    announcementsFor(
      () => latest.current,
      () => landing.current,
    ),
  );

  const change = (next: FormDraft) => {
    latest.current = next;
    onChange(next);
  };

  /**
   * Where the dragged item lands over `over`. A drop moves it there; so does crossing into another
   * section while dragged, so that section's list makes room (within one, the list shows the gap).
   */
  const moveOver = ({ active, over }: DragOverEvent | DragEndEvent, dropping: boolean) => {
    const id = String(active.id);
    const next = over ? reorder(latest.current, id, targetId(over)) : latest.current;
    const crossing =
      kindOf(active.data.current) === 'field' && placeOf(next, id)?.section !== placeOf(latest.current, id)?.section;
    if (next !== latest.current && (dropping || crossing)) change(next);
    landing.current = spokenPlace(next, id)?.position ?? null;
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collisions}
      // Fields change lists while dragged: measure the targets as they move, not once.
      measuring={{ droppable: { strategy: MeasuringStrategy.Always } }}
      accessibility={{ announcements, screenReaderInstructions: instructions }}
      onDragStart={({ active }) => {
        before.current = latest.current;
        setActiveId(String(active.id));
      }}
      onDragOver={(event) => moveOver(event, false)}
      onDragEnd={(event) => {
        moveOver(event, true);
        setActiveId(null);
      }}
      onDragCancel={() => {
        if (before.current) change(before.current);
        setActiveId(null);
      }}
    >
      <SortableContext items={draft.sections.map((section) => section.id)} strategy={verticalListSortingStrategy}>
        {children}
      </SortableContext>
      <DragOverlay>{activeId && <DraggedCard draft={draft} id={activeId} />}</DragOverlay>
    </DndContext>
  );
}

function DraggedCard({ draft, id }: { draft: FormDraft; id: string }) {
  const name = spokenPlace(draft, id)?.name ?? '';
  return (
    <Paper elevation={6} sx={{ px: 2, py: 1.5, display: 'flex', alignItems: 'center', gap: 1, cursor: 'grabbing' }}>
      <DragIndicator fontSize="small" color="action" />
      <Typography>{name.charAt(0).toUpperCase() + name.slice(1)}</Typography>
    </Paper>
  );
}

/** A section's fields as one sortable list. */
export function SortableFields({ ids, children }: { ids: string[]; children: ReactNode }) {
  return (
    <SortableContext items={ids} strategy={verticalListSortingStrategy}>
      {children}
    </SortableContext>
  );
}

/**
 * A section or field that can be dragged by its handle: `ref` and `style` go on its outer element,
 * `handle` on its DragHandle. While something is dragged, only the places it can land on take it.
 */
export function useSortableBlock(id: string, kind: 'section' | 'field') {
  const { active } = useDndContext();
  const dragged = kindOf(active?.data.current);
  const sortable = useSortable({
    id,
    data: { kind } satisfies BlockData,
    disabled: { draggable: false, droppable: dragged !== undefined && !lands(dragged, kind) },
  });
  const style: CSSProperties = {
    transform: CSS.Translate.toString(sortable.transform),
    transition: sortable.transition,
    // The card in the overlay is what moves; the block itself stays as a faint placeholder.
    opacity: sortable.isDragging ? 0.4 : undefined,
  };
  return {
    ref: sortable.setNodeRef,
    style,
    handle: { ref: sortable.setActivatorNodeRef, attributes: sortable.attributes, listeners: sortable.listeners },
  };
}

/** The grip a block is dragged by, with the pointer or (focused) with the keyboard. */
export function DragHandle({ name, handle }: { name: string; handle: ReturnType<typeof useSortableBlock>['handle'] }) {
  return (
    <IconButton
      ref={handle.ref}
      size="small"
      {...handle.attributes}
      {...handle.listeners}
      aria-label={`Move ${name}`}
      sx={{ cursor: 'grab', touchAction: 'none' }}
    >
      <DragIndicator fontSize="small" />
    </IconButton>
  );
}

/** Where a field is dropped into a section that has none. */
export function EmptySectionDrop({ sectionId }: { sectionId: string }) {
  const { active } = useDndContext();
  const { setNodeRef, isOver } = useDroppable({
    id: `${sectionId}:end`,
    data: { kind: 'section-end', sectionId } satisfies BlockData,
    disabled: kindOf(active?.data.current) === 'section',
  });
  return (
    <Box
      ref={setNodeRef}
      sx={{
        p: 2,
        border: 1,
        borderStyle: 'dashed',
        borderColor: isOver ? 'primary.main' : 'divider',
        borderRadius: 1,
        color: 'text.secondary',
      }}
    >
      <Typography variant="body2">No fields yet: add one, or drag one here.</Typography>
    </Box>
  );
}
