import {
  DndContext, type DragEndEvent, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import { Box, IconButton, Stack, type SxProps, type Theme, Typography } from '@mui/material';
import type { ComponentType, ReactNode } from 'react';
import {
  AddItemButton, ArrayInput, RecordContextProvider, RemoveItemButton, ReOrderButtons, SimpleFormIterator, SimpleFormIteratorBase, SimpleFormIteratorClasses,
  SimpleFormIteratorItemBase, useArrayInput, useSimpleFormIterator, useTranslate, useWrappedSource,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { getResource } from '../providers/homes';
import { type FieldDef, serverSet } from '../registry/define';
import { lineLabelKey } from '../registry/labels';

interface Props {
  resource: string;
  source: string;
  field: FieldDef;
  disabled?: boolean;
  /** The input of one field of a line: KindInput passes itself, as importing it here would make a cycle. */
  input: ComponentType<{ resource: string; source: string; field: FieldDef }>;
}

/**
 * Line items (docs/architecture.md "Line items"): react-admin's ArrayInput, each line the inputs of its
 * writable fields. Lines whose order matters (`ordered`) move by drag, by the keyboard on the
 * drag handle (space, arrows, space) and by the up and down buttons.
 */
/** One input's place in a line; `source` tells react-admin's iterator that lines are objects. */
const LineCell = ({ children, sx }: { source: string; children: ReactNode; sx: SxProps<Theme> }) => <Box sx={sx}>{children}</Box>;

export const LinesInput = ({ resource, source, field, disabled, input: Input }: Props) => {
  const cells = Object.entries(field.fields ?? {}).filter(([, f]) => !serverSet(f)).map(([name, f]) => (
    <LineCell key={name} source={name} sx={{ flex: { sm: readsLong(f) ? '1 1 100%' : '1 1 0' }, minWidth: 0 }}>
      <Input resource={resource} source={name} field={{ ...f, label: lineLabelKey(resource, source, name), multiline: f.multiline || readsLong(f) }} />
    </LineCell>
  ));
  // react-admin reads one child without a `source` as a list of plain values (and needs it alone, not in an array):
  // a line of one field (a packing list's note) is still an object.
  const inputs = cells.length === 1 ? cells[0] : cells;
  return (
    <ArrayInput source={source} label={field.label} fullWidth>
      {field.ordered
        ? <SortableIterator disabled={disabled}>{inputs}</SortableIterator>
        : (
          <SimpleFormIterator inline disableReordering disabled={disabled} getItemLabel={(i) => `${i + 1}`} fullWidth
            sx={{ [`& .${SimpleFormIteratorClasses.form}`]: LINE_INPUTS }}>
            {inputs}
          </SimpleFormIterator>
        )}
    </ArrayInput>
  );
};

/**
 * A reference that reads as several fields (a stop's "P0071 - Cliente Ribeirão Preto") takes a row
 * of its own in its line, the other inputs sharing the next row, and its text wraps where even
 * that row is narrower (a phone): its whole text shows.
 */
const readsLong = (f: FieldDef) => f.kind === 'ref' && !!getResource(f.ref!)?.represent;

/** A line's inputs: side by side from 600 px, wrapping after a long reference; stacked below. */
const LINE_INPUTS = { flexWrap: { sm: 'wrap' }, columnGap: { sm: 2 }, rowGap: 0 } as const;

const SortableIterator = ({ children, disabled }: { children: ReactNode; disabled?: boolean }) => (
  <SimpleFormIteratorBase>
    <SortableLines disabled={disabled}>{children}</SortableLines>
  </SimpleFormIteratorBase>
);

const SortableLines = ({ children, disabled }: { children: ReactNode; disabled?: boolean }) => {
  const translate = useTranslate();
  const { fields } = useArrayInput();
  const { reOrder } = useSimpleFormIterator();
  const source = useWrappedSource('');
  const records = (useWatch({ name: source }) as Record<string, unknown>[] | undefined) ?? [];
  const sensors = useSensors(useSensor(PointerSensor), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const position = (id: unknown) => fields.findIndex((f) => f.id === id) + 1;
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    reOrder(position(active.id) - 1, position(over.id) - 1);
  };
  return (
    <Box>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{
          screenReaderInstructions: { draggable: translate('app.lines.drag', { n: '' }) },
          announcements: {
            onDragStart: ({ active }) => translate('app.lines.picked', { n: position(active.id) }),
            onDragOver: ({ active, over }) => (over ? translate('app.lines.over', { n: position(active.id), to: position(over.id) }) : undefined),
            onDragEnd: ({ active, over }) => translate('app.lines.dropped', { n: position(active.id), to: position(over?.id ?? active.id) }),
            onDragCancel: ({ active }) => translate('app.lines.cancelled', { n: position(active.id), to: position(active.id) }),
          },
        }}
      >
        <SortableContext items={fields.map((f) => f.id)} strategy={verticalListSortingStrategy}>
          <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {fields.map((member, index) => (
              <RecordContextProvider key={member.id} value={records[index] ?? {}}>
                <SimpleFormIteratorItemBase index={index}>
                  <SortableLine id={member.id} index={index} disabled={disabled}>{children}</SortableLine>
                </SimpleFormIteratorItemBase>
              </RecordContextProvider>
            ))}
          </Box>
        </SortableContext>
      </DndContext>
      {!fields.length && <Typography variant="body2" color="text.secondary">{translate('app.lines.empty')}</Typography>}
      {!disabled && <AddItemButton />}
    </Box>
  );
};

const SortableLine = ({ id, index, disabled, children }: { id: string; index: number; disabled?: boolean; children: ReactNode }) => {
  const translate = useTranslate();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id, disabled });
  return (
    <Box
      component="li"
      ref={setNodeRef}
      data-line={index + 1}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      sx={{
        display: 'flex', flexWrap: { xs: 'wrap', sm: 'nowrap' }, alignItems: 'flex-start', gap: 1, py: 1, borderBottom: 1, borderColor: 'divider',
        bgcolor: isDragging ? 'action.hover' : undefined, position: 'relative', zIndex: isDragging ? 1 : undefined,
      }}
    >
      {!disabled && (
        <IconButton ref={setActivatorNodeRef} {...attributes} {...listeners} size="small" aria-label={translate('app.lines.drag', { n: index + 1 })}
          sx={{ mt: 1, cursor: 'grab', touchAction: 'none' }}>
          <DragIndicatorIcon fontSize="small" />
        </IconButton>
      )}
      {/* On a phone the handle, number and buttons make the line's first row, and its inputs take the whole width below. */}
      <Typography variant="body2" sx={{ mt: 2, minWidth: 24, flexGrow: { xs: 1, sm: 0 } }}>{index + 1}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ ...LINE_INPUTS, flex: { xs: '1 1 100%', sm: 1 }, order: { xs: 1, sm: 0 }, minWidth: 0 }}>{children}</Stack>
      {!disabled && (
        <Stack direction="row" sx={{ mt: 1 }}>
          <ReOrderButtons />
          <RemoveItemButton />
        </Stack>
      )}
    </Box>
  );
};
