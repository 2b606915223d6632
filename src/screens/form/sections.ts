import { type FieldDef, type Resource, writableFields } from '../../registry/define';

export interface FormSection {
  /** Section key (heading app.forms.sections.<name>); undefined for a form without sections. */
  name?: string;
  fields: [source: string, field: FieldDef][];
}

/**
 * The fields a form has inputs for: the writable ones, except a lifecycle's status, which only
 * its transition buttons change (docs/architecture.md "Lifecycles").
 */
export const formFields = (r: Resource): string[] => writableFields(r).filter((f) => f !== r.workflow?.field);

/** The groups a form shows: the declared sections, or one unnamed group of every writable field. */
export const formSections = (r: Resource): FormSection[] => {
  const writable = formFields(r);
  if (!r.sections) return [{ fields: writable.map((f) => [f, r.fields[f]]) }];
  return Object.entries(r.sections).map(([name, fields]) => ({
    name,
    fields: fields.filter((f) => writable.includes(f)).map((f) => [f, r.fields[f]]),
  }));
};

/** What is wrong with a declaration's sections: fields missing, repeated or unknown. */
export const sectionProblems = (r: Resource): string[] => {
  if (!r.sections) return [];
  const listed = Object.values(r.sections).flat();
  const writable = formFields(r);
  return [
    ...writable.filter((f) => !listed.includes(f)).map((f) => `${r.name}.${f} is in no section`),
    ...listed.filter((f, i) => listed.indexOf(f) !== i).map((f) => `${r.name}.${f} is in two sections`),
    ...listed.filter((f) => !writable.includes(f)).map((f) => `${r.name}.${f} is not a writable field`),
  ];
};
