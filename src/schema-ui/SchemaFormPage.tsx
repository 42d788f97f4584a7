import { Card, CardContent } from '@mui/material';
import { lazy, Suspense, useMemo, useState } from 'react';
import { Loading, Title, useDataProvider, useGetOne, useNotify, useRedirect } from 'react-admin';
import { useParams } from 'react-router-dom';
import { ApiError } from '../dataProvider/httpClient';
import { formSchema, type FormMode, type FormShape } from './formSchema';
import type { RefContext } from './RefWidget';
import type { FormValues, SaveOutcome } from './SchemaForm';

/** The form and its JSON-schema library load with the first form page, not with the lists beside it. */
const SchemaForm = lazy(() => import('./SchemaForm').then((m) => ({ default: m.SchemaForm })));

export interface SchemaFormPageProps {
  resource: string;
  schema: object;
  mode: FormMode;
  title: string;
  /** The success texts of the spec (e.g. '添加成功', '编辑成功'). */
  done: { create: string; edit: string };
  /** Values of a new record. */
  defaults?: FormValues;
  /** A record as the form holds it (e.g. relations as ids). */
  toValues?: (record: Record<string, unknown>) => FormValues;
  /** The form's shape may follow its values (fields shown by role level, groups by tenant). */
  shapeOf?: (values: FormValues) => FormShape;
  check?: (values: FormValues, shape: FormShape) => Record<string, string>;
  /** Last changes before sending (e.g. encrypting passwords). */
  prepare?: (values: FormValues) => Promise<FormValues>;
  refs?: RefContext['refs'];
  /** A form inside a dialog: no page title or card, and the dialog is told instead of going back to the list. */
  inDialog?: { done(): void; cancel(): void };
}

const idValue = (value: unknown) =>
  value && typeof value === 'object' && '_id' in value ? (value as { _id: unknown })._id : value;

/** The default reading of a record: relations (`{_id, …}`) become their ids, empty values are left out. */
export function recordValues(schema: object, record: Record<string, unknown>): FormValues {
  const fields = Object.keys((schema as { properties?: object }).properties ?? {});
  return Object.fromEntries(
    fields.map((field) => [field, idValue(record[field])]).filter(([, value]) => value !== null && value !== undefined),
  );
}

function FormPage({
  resource,
  schema,
  mode,
  title,
  done,
  defaults = {},
  toValues,
  shapeOf,
  check,
  prepare,
  refs,
  inDialog,
  record,
}: SchemaFormPageProps & { record?: Record<string, unknown> }) {
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const redirect = useRedirect();
  const initial = useMemo<FormValues>(
    () => (record ? (toValues ?? ((r) => recordValues(schema, r)))(record) : defaults),
    // The form starts from the record once; later renders of the same record keep what the user typed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [record],
  );
  const [values, setValues] = useState<FormValues>(initial);
  const shape = shapeOf ? shapeOf(values) : {};
  const shapeKey = JSON.stringify(shape);
  const form = useMemo(() => formSchema(schema, mode, shape), [schema, mode, shapeKey]); // eslint-disable-line react-hooks/exhaustive-deps

  const save = async (submitted: FormValues): Promise<SaveOutcome> => {
    const data = prepare ? await prepare(submitted) : submitted;
    try {
      if (mode === 'create') await dataProvider.create(resource, { data });
      else
        await dataProvider.update(resource, {
          id: String(record?.id ?? ''),
          data,
          previousData: { id: String(record?.id ?? '') },
        });
      notify(mode === 'create' ? done.create : done.edit, { type: 'success' });
      if (inDialog) inDialog.done();
      else redirect('list', resource);
      return undefined;
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
      return error instanceof ApiError
        ? (error.result as { fields?: Record<string, string> } | undefined)?.fields
        : undefined;
    }
  };

  const body = (
    <Suspense fallback={<Loading />}>
      <SchemaForm
        schema={form.schema}
        uiSchema={form.uiSchema}
        initial={initial}
        onSave={save}
        onCancel={inDialog ? inDialog.cancel : () => redirect('list', resource)}
        onChange={setValues}
        check={check ? (v) => check(v, shapeOf ? shapeOf(v) : {}) : undefined}
        refContext={{ refs }}
      />
    </Suspense>
  );
  if (inDialog) return body;
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={title} />
      <CardContent>{body}</CardContent>
    </Card>
  );
}

/** A create page (mode 'create') or an edit page (mode 'edit', the record read by the route's id) over a schema. */
export function SchemaFormPage(props: SchemaFormPageProps) {
  const { id = '' } = useParams();
  const { data, isFetchedAfterMount } = useGetOne(props.resource, { id }, { enabled: props.mode === 'edit' });
  if (props.mode === 'create') return <FormPage {...props} />;
  // The form takes its values once, so it waits for the record as the server has it now: a cached copy
  // from an earlier visit misses the edits saved since (saves go past react-admin's cache).
  return data && isFetchedAfterMount ? (
    <FormPage key={String(data.id)} {...props} record={data as Record<string, unknown>} />
  ) : null;
}
