import { Box, Typography } from '@mui/material';
import {
  CreateButton, Datagrid, NumberField, ReferenceField, ReferenceManyField, TextField, useRecordContext, useTranslate,
} from 'react-admin';

/** A text of this screen's catalog (i18n/inbound). */
const T = (key: string) => `resources.fornecedores.messages.mappings.${key}`;

/**
 * A supplier's codes mapped to our materials (materiais-fornecedores): what the NF-e import
 * remembers, kept here, each row opening its own edit page; a new one starts with this supplier.
 */
export const SupplierCodes = () => {
  const supplier = useRecordContext();
  const translate = useTranslate();
  if (!supplier?.id) return null;
  return (
    <Box component="section" aria-labelledby="supplier-codes-title" sx={{ mt: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="h6" component="h2" id="supplier-codes-title">{translate(T('title'))}</Typography>
        <CreateButton resource="materiais-fornecedores" label={T('add')} state={{ record: { fornecedor_id: supplier.id } }} />
      </Box>
      <ReferenceManyField reference="materiais-fornecedores" target="fornecedor_id" sort={{ field: 'codigo_fornecedor', order: 'ASC' }} perPage={100}
        empty={<Typography variant="body2" color="text.secondary">{translate(T('empty'))}</Typography>}>
        <Datagrid rowClick="edit" bulkActionButtons={false}>
          <TextField source="codigo_fornecedor" label="resources.materiais-fornecedores.fields.codigo_fornecedor" />
          <ReferenceField source="material_id" reference="materiais" label="resources.materiais-fornecedores.fields.material_id" />
          <NumberField source="fator_conversao" label="resources.materiais-fornecedores.fields.fator_conversao" />
        </Datagrid>
      </ReferenceManyField>
    </Box>
  );
};
