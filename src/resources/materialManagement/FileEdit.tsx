import { storedAgent } from '../../session/session';
import { fileUpdateSchema } from '../../schemas/file';
import { SchemaFormPage } from '../../schema-ui/SchemaFormPage';
import { FILE_TEXTS } from './texts';

/** The edit page of a file: its name, and for admins whether and how widely it is public. */
export function FileEdit({ resource, title }: { resource: string; title: string }) {
  // An agent's files stay private (spec 1 §6), so publicity is not its to choose.
  const agentOnly = (storedAgent()?.agentRole.level ?? '1') === '1';
  return (
    <SchemaFormPage
      resource={resource}
      schema={fileUpdateSchema}
      mode="edit"
      title={title}
      done={{ create: FILE_TEXTS.uploaded, edit: FILE_TEXTS.edited }}
      shapeOf={() => ({ omit: ['id', ...(agentOnly ? ['isPublic', 'range'] : [])] })}
    />
  );
}
