import { type ReactNode, useState } from 'react';
import { Create, type RaRecord, useRedirect, useTranslate } from 'react-admin';
import { useToast } from '../notifications/useToast';
import { isQueuedAnswer } from '../offline/withOfflineQueue';
import { useSaveFailure } from './form/useSaveFailure';
import { ResourceForm } from './ResourceForm';
import { useResourceDef } from './useResourceDef';

/** `redirectTo`: where the new record leads, the list by default; a record the user goes on working on opens its page. */
export const ResourceCreate = ({ redirectTo = 'list', inForm }: {
  redirectTo?: 'list' | 'edit' | 'show';
  /** A resource's own part inside the form (ResourceForm's `inForm`). */
  inForm?: ReactNode;
} = {}) => {
  const r = useResourceDef();
  const toast = useToast();
  const translate = useTranslate();
  const redirect = useRedirect();
  const onError = useSaveFailure();
  // One key per form: a retried save of the same form cannot create the record twice.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  return (
    <Create
      mutationOptions={{
        meta: { idempotencyKey },
        onError,
        onSuccess: (record: RaRecord) => {
          toast.success(translate(isQueuedAnswer(record) ? 'app.offline.queued_save' : 'ra.notification.created', { smart_count: 1 }), String(record[r.display] ?? ''));
          redirect(redirectTo, r.name, record.id);
        },
      }}
    >
      <ResourceForm mode="create" inForm={inForm} />
    </Create>
  );
};

export default ResourceCreate;
