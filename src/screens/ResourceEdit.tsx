import { Edit, type RaRecord, ShowButton, TopToolbar, useRedirect, useTranslate } from 'react-admin';
import type { ReactNode } from 'react';
import { useToast } from '../notifications/useToast';
import { useSaveFailure } from './form/useSaveFailure';
import { ResourceForm } from './ResourceForm';
import { useResourceDef } from './useResourceDef';

/** Pessimistic: the server's verdict (validation, version conflict) reaches the form. */
export const ResourceEdit = ({ deletable, below }: {
  deletable?: (record: RaRecord) => boolean;
  /** A resource's own section under the form (an itinerary's planning), in the record's context. */
  below?: ReactNode;
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
          toast.success(translate('ra.notification.updated', { smart_count: 1 }), String(record[r.display] ?? ''));
          redirect('list', r.name);
        },
      }}
    >
      <ResourceForm mode="edit" deletable={deletable} />
      {below}
    </Edit>
  );
};

export default ResourceEdit;
