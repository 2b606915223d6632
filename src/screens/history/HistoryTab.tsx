import { Alert, Box, Button, Chip, Divider, List, ListItem, Stack, Typography } from '@mui/material';
import { skipToken, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Loading, useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { Bidi } from '../../fields/KindField';
import { formatDateTime, formatValue } from '../../fields/format';
import type { Change } from '../../registry/answers';
import { useAppDataProvider } from '../../providers/useAppDataProvider';
import { type FieldDef, type Resource, unhandledKind } from '../../registry/define';
import { enumLabelKey, fieldLabelKey, lineLabelKey } from '../../registry/labels';
import { seededName } from '../../providers/homes';
import { useResourceDef } from '../useResourceDef';

const PAGE = 50;

type Translate = ReturnType<typeof useTranslate>;

/** Formats one stored value as the screens show it (references by their text, options by their label). */
const valueText = (r: Resource, name: string, f: FieldDef | undefined, v: unknown, ctx: { t: Translate; locale: string; labels: Record<string, string> }): string => {
  if (v === null || v === undefined || v === '') return ctx.t('app.history.empty_value');
  if (!f) return typeof v === 'object' ? JSON.stringify(v) : String(v);
  switch (f.kind) {
    case 'ref':
      return seededName(f.ref, v, ctx.t) ?? ctx.labels[v as string] ?? String(v);
    case 'enum':
      return ctx.t(enumLabelKey(r.name, name, String(v)), { _: String(v) });
    case 'bool':
      return ctx.t(v ? 'ra.boolean.true' : 'ra.boolean.false');
    case 'file':
      return ctx.t('app.files.photo');
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
    case 'roles':
    case 'placa':
    case 'renavam':
    case 'sequence':
    case 'lines':
    case 'timezone':
      return formatValue(f, v, ctx.locale) || String(v);
    default:
      return unhandledKind(f.kind);
  }
};

/** A changed path, `cliente_id` or a line's `itens.2.quantidade`, as the user reads it. */
const describe = (r: Resource, path: string, change: Change, ctx: { t: Translate; locale: string; labels: Record<string, string> }) => {
  const [field, n, sub] = path.split('.');
  const f = r.fields[field];
  if (f?.kind !== 'lines' || n === undefined) {
    const label = ctx.t(fieldLabelKey(r, field), { _: field });
    if ('changed' in change) return { label, from: undefined, to: ctx.t('app.history.changed') };
    return { label, from: 'from' in change ? valueText(r, field, f, change.from, ctx) : undefined, to: 'to' in change ? valueText(r, field, f, change.to, ctx) : undefined };
  }
  const line = ctx.t('app.history.line', { lines: ctx.t(fieldLabelKey(r, field), { _: field }), n });
  if ('changed' in change) return { label: line, from: undefined, to: ctx.t('app.history.changed') };
  if (sub === 'ordem') {
    return { label: `${line} · ${ctx.t('app.history.position')}`, from: String(change.from ?? ''), to: String(change.to ?? '') };
  }
  if (sub) {
    const lf = f.fields?.[sub];
    return { label: `${line} · ${ctx.t(lineLabelKey(r.name, field, sub), { _: sub })}`, from: valueText(r, sub, lf, change.from, ctx), to: valueText(r, sub, lf, change.to, ctx) };
  }
  // A whole line added or removed: its values in a row.
  const whole = (value: unknown) => Object.entries((value as Record<string, unknown>) ?? {})
    .filter(([, x]) => x !== null && x !== undefined && x !== '')
    .map(([k, x]) => `${ctx.t(lineLabelKey(r.name, field, k), { _: k })}: ${valueText(r, k, f.fields?.[k], x, ctx)}`).join(', ');
  return 'to' in change && change.to !== undefined
    ? { label: `${line} (${ctx.t('app.history.line_added')})`, from: undefined, to: whole(change.to) }
    : { label: `${line} (${ctx.t('app.history.line_removed')})`, from: whole(change.from), to: undefined };
};

/**
 * The "Histórico" tab of every show page (docs/architecture.md "Audit trail"): who, when and each changed field before → after,
 * newest first, read from `GET /v1/{resource}/{id}/historico`.
 */
export const HistoryTab = () => {
  const r = useResourceDef();
  const record = useRecordContext();
  const t = useTranslate();
  const dataProvider = useAppDataProvider();
  const [locale] = useLocaleState();
  const [limit, setLimit] = useState(PAGE);
  const { data, isPending, isError, refetch } = useQuery({
    // Under the resource's key, so a change notification refreshes it with the record.
    queryKey: [r.name, 'historico', record?.id, limit],
    queryFn: record?.id ? () => dataProvider.getHistory(r.name, record.id, { limit }) : skipToken,
  });
  if (isPending) return <Loading />;
  if (isError || !data) {
    return <Alert severity="error" action={<Button onClick={() => void refetch()}>{t('app.lists.retry')}</Button>}>{t('app.history.load_failed')}</Alert>;
  }
  if (!data.data.length) return <Typography color="text.secondary">{t('app.history.empty')}</Typography>;
  const ctx = { t, locale, labels: data.labels };
  return (
    <Box>
      <List disablePadding aria-label={t('app.history.tab')}>
        {data.data.map((entry, i) => (
          <Box key={entry.id} component="li" sx={{ listStyle: 'none' }}>
            {i > 0 && <Divider component="div" />}
            <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', py: 1 }}>
              <Chip size="small" label={t(`app.history.actions.${entry.action}`, { _: entry.action })} />
              <Typography variant="body2"><Bidi kind="datetime">{formatDateTime(entry.at)}</Bidi></Typography>
              <Typography variant="body2" color="text.secondary">{t('app.history.by', { user: entry.user_name ?? t('app.history.system') })}</Typography>
            </Stack>
            <List dense disablePadding sx={{ pb: 1 }}>
              {Object.entries(entry.changes).map(([path, change]) => {
                const d = describe(r, path, change, ctx);
                return (
                  <ListItem key={path} disableGutters sx={{ display: 'block', py: 0.25 }}>
                    <Typography variant="body2" component="span" sx={{ fontWeight: 500 }}>{d.label}: </Typography>
                    {d.from !== undefined && <Typography variant="body2" component="span" color="text.secondary" sx={{ textDecoration: 'line-through' }}><bdi>{d.from}</bdi></Typography>}
                    {d.from !== undefined && d.to !== undefined && <Typography variant="body2" component="span" aria-hidden> → </Typography>}
                    {d.to !== undefined && <Typography variant="body2" component="span"><bdi>{d.to}</bdi></Typography>}
                  </ListItem>
                );
              })}
            </List>
          </Box>
        ))}
      </List>
      {data.total > data.data.length && <Button onClick={() => setLimit((l) => l + PAGE)}>{t('app.history.more')}</Button>}
    </Box>
  );
};
