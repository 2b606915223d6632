import { Alert, Box, Button } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { type RaRecord, useEditContext, useLocaleState, useSaveContext, useTranslate } from 'react-admin';
import { type FieldValues, useFormState } from 'react-hook-form';
import { formatValue } from '../../fields/format';
import { type Resource, unhandledKind } from '../../registry/define';
import { enumLabelKey, fieldLabelKey } from '../../registry/labels';

type Errors = Record<string, unknown>;
type Translate = ReturnType<typeof useTranslate>;

/**
 * The form's save. A 409 on `version` (someone saved the record first) names a field that has
 * no input, so react-admin would only say "the form is not valid": it becomes the form's own
 * error (react-admin notifies its message) and a notice that offers to reload the record.
 */
export const useConflictAwareSave = () => {
  const { save } = useSaveContext();
  const [conflict, setConflict] = useState<string>();
  const onSubmit = async (values: FieldValues) => {
    const errors = (await save?.(values)) as Errors | undefined;
    const version = errors && typeof errors === 'object' && typeof errors.version === 'string' ? errors.version : undefined;
    setConflict(version);
    if (!version) return errors;
    const { version: _, ...others } = errors!;
    return { ...others, root: { serverError: version } };
  };
  return { onSubmit, conflict, resolved: () => setConflict(undefined) };
};

/** A field both people changed, and what the other person saved there, as the user reads it. */
interface Overlap {
  source: string;
  /** app.forms.conflict.theirs (with the value), theirs_cleared or theirs_changed (a reference). */
  key: string;
  value?: string;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * Shown while a save met a newer version. Reloading fetches the record; the form then takes the
 * other person's values and keeps every field the user changed (resetOptions keepDirtyValues),
 * and lists the fields both changed, with the value the other person saved.
 */
export const VersionConflict = ({ r, message, onReloaded }: { r: Resource; message?: string; onReloaded: () => void }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { record, refetch } = useEditContext();
  const { dirtyFields } = useFormState();
  const [loading, setLoading] = useState(false);
  const [overlaps, setOverlaps] = useState<Overlap[]>();
  const reloadButton = useRef<HTMLButtonElement>(null);

  // The save button may be a long scroll below the notice (a phone): bring the offer into view.
  useEffect(() => {
    if (!message) return;
    reloadButton.current?.scrollIntoView({ block: 'center' });
    reloadButton.current?.focus({ preventScroll: true });
  }, [message]);

  const reload = async () => {
    setLoading(true);
    const before: RaRecord | undefined = record;
    const mine = Object.keys(dirtyFields).filter((f) => f in r.fields);
    try {
      const { data } = await refetch();
      if (!data) return;
      setOverlaps(mine.filter((f) => !same(data[f], before?.[f]))
        .map((source) => ({ source, ...theirs(r, source, data[source], locale, translate) })));
      onReloaded();
    } finally {
      setLoading(false);
    }
  };

  const label = (source: string) => translate(fieldLabelKey(r, source));

  if (message) {
    // The button sits under the message, not beside it, so it keeps one line on a phone.
    return (
      <Alert severity="warning" role="alert" sx={{ width: '100%', maxWidth: 960, mb: 2 }}>
        {message}
        <Box sx={{ mt: 1 }}>
          <Button ref={reloadButton} variant="outlined" color="inherit" size="small" onClick={reload} disabled={loading}>
            {translate('app.forms.conflict.reload')}
          </Button>
        </Box>
      </Alert>
    );
  }
  if (!overlaps) return null;
  return (
    <Alert severity="info" role="status" onClose={() => setOverlaps(undefined)} sx={{ width: '100%', maxWidth: 960, mb: 2 }}>
      {translate('app.forms.conflict.reloaded')}
      {overlaps.length > 0 && (
        <Box component="ul" sx={{ m: 0, mt: 1, pl: 2.5 }}>
          {overlaps.map((o) => (
            <li key={o.source}>{translate(o.key, { field: label(o.source), value: o.value })}</li>
          ))}
        </Box>
      )}
    </Alert>
  );
};

const theirs = (r: Resource, source: string, value: unknown, locale: string, translate: Translate): Omit<Overlap, 'source'> => {
  const field = r.fields[source];
  const saved = (text: string) => ({ key: 'app.forms.conflict.theirs', value: text });
  if (value === null || value === undefined || value === '' || (Array.isArray(value) && !value.length)) {
    return { key: 'app.forms.conflict.theirs_cleared' };
  }
  switch (field.kind) {
    // A reference is an id nobody reads: the field's name says enough.
    case 'ref': return { key: 'app.forms.conflict.theirs_changed' };
    case 'bool': return saved(translate(value ? 'ra.boolean.true' : 'ra.boolean.false'));
    case 'roles': return saved((value as string[]).map((role) => translate(`app.roles.names.${role}`, { _: role })).join(', '));
    case 'enum': return saved(translate(enumLabelKey(r.name, source, String(value)), { _: String(value) }));
    case 'text':
    case 'int':
    case 'decimal':
    case 'money':
    case 'date':
    case 'time':
    case 'datetime':
    case 'cnpj':
    case 'cpf':
    case 'cpf_cnpj':
    case 'cep':
    case 'phone':
    case 'mobile':
    case 'card':
    case 'email':
    case 'uf':
    case 'latlng':
    case 'password':
    case 'placa':
    case 'renavam':
    case 'sequence':
    case 'lines':
    case 'file':
    case 'timezone':
      return saved(formatValue(field, value, locale));
    default: return unhandledKind(field.kind);
  }
};
