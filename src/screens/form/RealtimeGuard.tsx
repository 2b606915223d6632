import { useEffect, useState } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { holdRecord, onChange } from '../../providers/realtime';
import type { Resource } from '../../registry/define';
import { VersionConflict } from './VersionConflict';

/**
 * An edit form with unsaved input is not refreshed under the user's hands when someone else
 * saves the record (docs/architecture.md "Realtime"): it says the record changed and offers to reload, keeping what
 * the user typed. A form without unsaved input simply refreshes.
 */
export const RealtimeGuard = ({ r }: { r: Resource }) => {
  const translate = useTranslate();
  const record = useRecordContext();
  const { isDirty, isSubmitting, errors } = useFormState();
  const [changed, setChanged] = useState(false);
  const id = record?.id;
  useEffect(() => (isDirty && id !== undefined ? holdRecord(r.name, id) : undefined), [isDirty, id, r.name]);
  useEffect(() => onChange((c) => {
    if (c.resource === r.name && c.id === id && isDirty && !isSubmitting) setChanged(true);
  }), [r.name, id, isDirty, isSubmitting]);
  // A save that met the newer version shows the same notice already.
  if (!changed || errors.root?.serverError) return null;
  return <VersionConflict r={r} message={translate('app.errors.conflict_version')} onReloaded={() => setChanged(false)} />;
};
