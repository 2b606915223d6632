import { useEffect, useRef, useState } from 'react';
import { useNotify } from 'react-admin';
import { useFormContext, useFormState } from 'react-hook-form';
import { useLocation } from 'react-router-dom';
import { session } from '../../providers/session';
import { type Values, offerUnsavedInput, takeUnsavedInput } from '../../providers/unsavedInput';
import type { Resource } from '../../registry/define';

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The input of a generated form survives the end of the session (docs/architecture.md "Unsaved
 * input"): the fields the user changed (passwords excepted, which are never stored) are kept
 * when the session ends, and given back to this page's form once the same user has signed in
 * again, as unsaved input. An edit keeps the version it was editing, so a record changed by
 * someone else meanwhile still meets the version conflict instead of being overwritten.
 */
export const KeepUnsaved = ({ r }: { r: Resource }) => {
  const notify = useNotify();
  const { getValues, reset } = useFormContext();
  const { defaultValues, isReady } = useFormState();
  const { pathname, search } = useLocation();
  const path = `${pathname}${search}`;
  const [userId] = useState(() => session.user()?.id);

  useEffect(() => (userId ? offerUnsavedInput(userId, path, () => {
    const values = getValues();
    const typed = Object.keys(r.fields).filter((k) => r.fields[k].kind !== 'password' && !same(values[k], defaultValues?.[k]));
    if (!typed.length) return undefined;
    const kept: Values = Object.fromEntries(typed.map((k) => [k, values[k]]));
    if (values.version !== undefined) kept.version = values.version;
    return kept;
  }) : undefined), [userId, path, getValues, defaultValues, r]);

  // Once the form holds its record (react-admin's reset runs first), the kept input goes over it.
  const restored = useRef(false);
  useEffect(() => {
    if (!isReady || restored.current || !userId) return;
    restored.current = true;
    const kept = takeUnsavedInput(userId, path);
    if (!kept) return;
    reset({ ...getValues(), ...kept }, { keepDefaultValues: true });
    notify('app.forms.unsaved_restored', { type: 'info' });
  }, [isReady, userId, path, getValues, reset, notify]);

  return null;
};
