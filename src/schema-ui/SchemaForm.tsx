import { Box, Button, Stack } from '@mui/material';
import type CoreForm from '@rjsf/core';
import Form from '@rjsf/mui';
import type {
  CustomValidator,
  ErrorSchema,
  FormValidation,
  RegistryFieldsType,
  RegistryWidgetsType,
  RJSFSchema,
  UiSchema,
} from '@rjsf/utils';
import { useMemo, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { ImageWidget } from './ImageWidget';
import { RefWidget, type RefContext } from './RefWidget';
import { transformErrors, formValidator } from './validator';
import { AgentTransferField } from './AgentTransferField';
import { MenuTreeField } from './MenuTreeField';
import { WorkingTimeField } from './WorkingTimeField';

export type FormValues = Record<string, unknown>;

/** What a save answered: nothing when it succeeded, the server's message per field when it refused. */
export type SaveOutcome = Record<string, string> | undefined;

export interface SchemaFormProps {
  schema: RJSFSchema;
  uiSchema: UiSchema;
  initial: FormValues;
  onSave: (values: FormValues) => Promise<SaveOutcome>;
  onCancel?: () => void;
  /** Rules across fields that JSON Schema cannot say (passwords, confirmation), returning messages per field. */
  check?: (values: FormValues) => Record<string, string>;
  /** Told of every change, for forms whose shape follows their values. */
  onChange?: (values: FormValues) => void;
  refContext?: Omit<RefContext, 'values'>;
}

const widgets: RegistryWidgetsType = { ref: RefWidget, image: ImageWidget };
const fields: RegistryFieldsType = {
  workingTime: WorkingTimeField,
  menuTree: MenuTreeField,
  agentTransfer: AgentTransferField,
};

function toErrorSchema(fields: Record<string, string>): ErrorSchema {
  return Object.fromEntries(
    Object.entries(fields).map(([field, message]) => [field, { __errors: [message] }]),
  ) as ErrorSchema;
}

/** An RJSF form (MUI theme) over an entity schema, validated as the server validates, with the server's refusals shown on their fields. */
export function SchemaForm({
  schema,
  uiSchema,
  initial,
  onSave,
  onCancel,
  check,
  onChange,
  refContext,
}: SchemaFormProps) {
  const translate = useTranslate();
  const [values, setValues] = useState<FormValues>(initial);
  const [serverErrors, setServerErrors] = useState<ErrorSchema | undefined>();
  const [saving, setSaving] = useState(false);
  const formRef = useRef<CoreForm<FormValues>>(null);

  const customValidate: CustomValidator<FormValues> | undefined = useMemo(
    () =>
      check &&
      ((formData, errors: FormValidation<FormValues>) => {
        for (const [field, message] of Object.entries(check(formData ?? {}))) {
          const slot = (errors as Record<string, { addError?: (m: string) => void }>)[field];
          slot?.addError?.(message);
        }
        return errors;
      }),
    [check],
  );

  return (
    <Box sx={{ maxWidth: 720 }}>
      <Form
        ref={formRef}
        schema={schema}
        uiSchema={uiSchema}
        formData={values}
        validator={formValidator}
        widgets={widgets}
        fields={fields}
        formContext={{ ...refContext, values }}
        transformErrors={transformErrors}
        customValidate={customValidate}
        extraErrors={serverErrors}
        showErrorList={false}
        noHtml5Validate
        omitExtraData
        liveOmit
        onChange={(event) => {
          const next = event.formData ?? {};
          setValues(next);
          onChange?.(next);
        }}
        onSubmit={async (event) => {
          setSaving(true);
          try {
            const refused = await onSave(event.formData ?? {});
            setServerErrors(refused ? toErrorSchema(refused) : undefined);
          } finally {
            setSaving(false);
          }
        }}
      />
      <Stack direction="row" spacing={2} sx={{ mt: 2 }}>
        <Button variant="contained" disabled={saving} onClick={() => formRef.current?.submit()}>
          {translate('app.common.confirm')}
        </Button>
        {onCancel && (
          <Button variant="outlined" onClick={onCancel}>
            {translate('app.common.cancel')}
          </Button>
        )}
      </Stack>
    </Box>
  );
}
