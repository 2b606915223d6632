import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { DeleteButton, type RaRecord, SimpleForm, Toolbar, useRecordContext, useSaveContext, useTranslate } from 'react-admin';
import { defaultValues, isDeletable } from '../registry/define';
import { FormSections } from './form/FormSections';
import { KeepUnsaved } from './form/KeepUnsaved';
import { RealtimeGuard } from './form/RealtimeGuard';
import { HeldSaveButton, SaveHoldProvider } from './form/SaveHold';
import { WorkflowHeader, lockedLines } from './form/WorkflowHeader';
import { VersionConflict, useConflictAwareSave } from './form/VersionConflict';
import { useResourceDef } from './useResourceDef';
import { formValidator } from './validate';

const EditToolbar = ({ deletable }: { deletable?: (record: RaRecord) => boolean }) => {
  const r = useResourceDef();
  const record = useRecordContext();
  return (
    <Toolbar sx={{ display: 'flex', justifyContent: 'space-between' }}>
      <HeldSaveButton />
      {/* Pessimistic, with a confirmation: the server may refuse (a record still referenced), and only its answer says what happened. */}
      {record && isDeletable(r, record) && (deletable?.(record) ?? true) && <DeleteButton mutationMode="pessimistic" />}
    </Toolbar>
  );
};

// A record reloaded under the form (after a version conflict) takes the other person's values
// only where the user typed nothing; what the user typed stays, and stays unsaved. A saved form
// stays saved, so the redirect after saving is not taken for leaving with unsaved changes.
const KEEP_TYPED = { keepDirtyValues: true, keepDirty: true, keepIsSubmitSuccessful: true };

interface Props {
  mode: 'create' | 'edit';
  /** Edit: whether this record may be deleted here (default: yes). */
  deletable?: (record: RaRecord) => boolean;
  /** A resource's own part inside the form, under the fields, with the form's values (an expedição's pick suggestion). */
  inForm?: ReactNode;
  /** Asked before a save with the values to save: false keeps the form as it is (a booking's unusual date, confirmed first). */
  confirmSave?: (values: FieldValues) => Promise<boolean>;
}

/** The generated form: one input per writable field, validated by the shared schema. */
export const ResourceForm = ({ mode, deletable, inForm, confirmSave }: Props) => {
  const r = useResourceDef();
  const editing = mode === 'edit';
  const { onSubmit, conflict, resolved } = useConflictAwareSave();
  const { saving } = useSaveContext();
  const record = useRecordContext();
  const translate = useTranslate();
  return (
    <SaveHoldProvider>
      <SimpleForm
        validate={formValidator(r, mode, translate)}
        defaultValues={editing ? undefined : defaultValues(r)}
        resetOptions={editing ? KEEP_TYPED : undefined}
        onSubmit={confirmSave ? async (values: FieldValues) => ((await confirmSave(values)) ? onSubmit(values) : undefined) : onSubmit}
        toolbar={editing ? <EditToolbar deletable={deletable} /> : <Toolbar><HeldSaveButton /></Toolbar>}
        // A save under way ends in its own redirect: leaving then abandons nothing, and blocking
        // it until the form counts as submitted would only delay the next page.
        warnWhenUnsavedChanges={!saving}
      >
        <KeepUnsaved r={r} />
        {editing && <VersionConflict r={r} message={conflict} onReloaded={resolved} />}
        {editing && <RealtimeGuard r={r} />}
        {editing && <WorkflowHeader r={r} />}
        <FormSections r={r} editing={editing} locked={editing ? lockedLines(r, record) : []} />
        {inForm}
      </SimpleForm>
    </SaveHoldProvider>
  );
};
