import BrokenImageIcon from '@mui/icons-material/BrokenImage';
import { Box, CircularProgress, Link } from '@mui/material';
import { skipToken, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { useAppDataProvider } from '../providers/useAppDataProvider';

/** An object URL of a stored file, revoked when the component goes. */
export const useFileUrl = (id: string | null | undefined) => {
  const dataProvider = useAppDataProvider();
  const { data: blob, isError, isPending } = useQuery({
    queryKey: ['arquivos', id],
    queryFn: id ? () => dataProvider.getFile({ params: { id } }) : skipToken,
    // A stored file never changes: its id names its bytes.
    staleTime: Infinity,
  });
  const url = useMemo(() => (blob ? URL.createObjectURL(blob) : undefined), [blob]);
  useEffect(() => () => { if (url) URL.revokeObjectURL(url); }, [url]);
  return { url, isError, isPending: !!id && isPending };
};

/** A stored photo as a thumbnail that opens in full size. */
export const FileThumbnail = ({ id, size = 72 }: { id: string | null | undefined; size?: number }) => {
  const translate = useTranslate();
  const { url, isError, isPending } = useFileUrl(id);
  if (!id) return null;
  if (isPending) return <CircularProgress size={20} aria-label={translate('app.files.photo')} />;
  if (isError || !url) return <BrokenImageIcon color="disabled" titleAccess={translate('app.files.load_failed')} />;
  return (
    <Link href={url} target="_blank" rel="noopener" aria-label={translate('app.files.open')}>
      <Box component="img" src={url} alt={translate('app.files.photo')}
        sx={{ width: size, height: size, objectFit: 'cover', borderRadius: 1, display: 'block', border: 1, borderColor: 'divider' }} />
    </Link>
  );
};
