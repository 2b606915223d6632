import { type ReactNode, useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { Create, type RaRecord, useRedirect, useTranslate } from 'react-admin';
import { useToast } from '../notifications/useToast';
import { isQueuedAnswer } from '../offline/withOfflineQueue';
import { useSaveFailure } from './form/useSaveFailure';
import { ResourceForm } from './ResourceForm';
import { useResourceDef } from './useResourceDef';

/** `redirectTo`: where the new record leads, the list by default; a record the user goes on working on opens its page. */
export const ResourceCreate = ({ redirectTo = 'list', inForm, confirmSave }: {
  redirectTo?: 'list' | 'edit' | 'show';
  /** A resource's own part inside the form (ResourceForm's `inForm`). */
  inForm?: ReactNode;
  /** Asked before each save (ResourceForm's `confirmSave`). */
  confirmSave?: (values: FieldValues) => Promise<boolean>;
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
      <ResourceForm mode="create" inForm={inForm} confirmSave={confirmSave} />
    </Create>
  );
};

export default ResourceCreate;
