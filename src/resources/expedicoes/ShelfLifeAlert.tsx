import { Alert } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { usePermissions, useTranslate } from 'react-admin';
import { useAppDataProvider } from '../../providers/useAppDataProvider';
import { hasRole } from '../../registry/roles';
import { useHoldSave } from '../../screens/form/SaveHold';
import { RELEASE_ROLE, releaseKept } from './index';
import type { FormLine } from './pickLines';

// A lot typed by hand is asked about once the typing pauses, not at every key.
const TYPING_PAUSE_MS = 400;

const useSettled = <T,>(value: T): T => {
  const [settled, setSettled] = useState(value);
  const key = JSON.stringify(value);
  useEffect(() => {
    const t = setTimeout(() => setSettled(value), TYPING_PAUSE_MS);
    return () => clearTimeout(t);
  }, [key]); // eslint-disable-line react-hooks/exhaustive-deps
  return settled;
};

interface Props {
  index: number;
  line: FormLine;
  clienteId?: string | null;
  data?: string | null;
  /** The note's lines as stored: a release kept as it was is the earlier holder's. */
  stored: readonly FormLine[];
}

/**
 * The shelf-life rule on one line (docs/domain.md "Warehousing"), as the server will apply it at
 * save and confirmation: a lot expired or short of the client's minimum is said under the line and
 * holds Save, unless the line carries a release its writer may give.
 */
export const ShelfLifeAlert = ({ index, line, clienteId, data, stored }: Props) => {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const { permissions } = usePermissions<string[]>();
  const query = useSettled({
    material_id: line.material_id ?? '', lote: line.lote || undefined, endereco: line.endereco || undefined,
    cliente_id: clienteId || undefined, data: data || undefined,
  });
  const picked = !!query.material_id && !!(query.lote || query.endereco);
  const { data: verdict } = useQuery({
    queryKey: ['checkShelfLife', query],
    queryFn: () => dataProvider.checkShelfLife({ query }),
    enabled: picked,
    staleTime: 30_000,
  });
  const breach = picked && verdict?.codigo ? verdict : undefined;
  const release = typeof line.motivo_liberacao === 'string' ? line.motivo_liberacao.trim() : '';
  const mayRelease = hasRole(permissions, RELEASE_ROLE);
  const released = !!release && (mayRelease || releaseKept(line, stored));
  useHoldSave(!!breach && !released);
  if (!breach) return null;
  const args = { n: index + 1, lote: line.lote || '—', motivo: breach.motivo, liberacao: release, papel: translate(`app.roles.names.${RELEASE_ROLE}`) };
  const key = released ? 'resources.expedicoes.messages.validade.liberado'
    : mayRelease ? 'resources.expedicoes.messages.validade.bloqueia' : 'resources.expedicoes.messages.validade.pedir';
  return (
    <Alert severity={released ? 'info' : 'error'} sx={{ width: '100%' }} data-testid={`shelf-life-${index}`}>
      {translate(key, args)}
    </Alert>
  );
};
