import { Edit, type RaRecord, ShowButton, TopToolbar, useCreatePath, useRecordContext, useRedirect, useTranslate } from 'react-admin';
import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { Navigate } from 'react-router-dom';
import { isEditable } from '../registry/define';
import { useToast } from '../notifications/useToast';
import { isQueuedAnswer } from '../offline/withOfflineQueue';
import { useSaveFailure } from './form/useSaveFailure';
import { ResourceForm } from './ResourceForm';
import { useResourceDef } from './useResourceDef';

/** A record whose status keeps it from changing (`editableWhile`) opens read-only, on its show page. */
const EditableOnly = ({ children }: { children: ReactNode }) => {
  const r = useResourceDef();
  const record = useRecordContext();
  const createPath = useCreatePath();
  if (record && !isEditable(r, record)) return <Navigate replace to={createPath({ resource: r.name, id: record.id, type: 'show' })} />;
  return children;
};

/** Pessimistic: the server's verdict (validation, version conflict) reaches the form. */
export const ResourceEdit = ({ deletable, below, inForm, confirmSave }: {
  deletable?: (record: RaRecord) => boolean;
  /** A resource's own section under the form (an itinerary's planning), in the record's context. */
  below?: ReactNode;
  /** A resource's own part inside the form (ResourceForm's `inForm`). */
  inForm?: ReactNode;
  /** Asked before each save (ResourceForm's `confirmSave`). */
  confirmSave?: (values: FieldValues) => Promise<boolean>;
}) => {
  const r = useResourceDef();
  const toast = useToast();
  const translate = useTranslate();
  const redirect = useRedirect();
  const onError = useSaveFailure();
  return (
    <Edit
      mutationMode="pessimistic"
      actions={<TopToolbar><ShowButton /></TopToolbar>}
      mutationOptions={{
        onError,
        onSuccess: (record: RaRecord) => {
          toast.success(translate(isQueuedAnswer(record) ? 'app.offline.queued_save' : 'ra.notification.updated', { smart_count: 1 }), String(record[r.display] ?? ''));
          redirect('list', r.name);
        },
      }}
    >
      <EditableOnly>
        <ResourceForm mode="edit" deletable={deletable} inForm={inForm} confirmSave={confirmSave} />
        {below}
      </EditableOnly>
    </Edit>
  );
};

export default ResourceEdit;
