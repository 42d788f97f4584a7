import { Button, Card, CardContent, Typography } from '@mui/material';
import { Loading, Title, useGetList, type RaRecord } from 'react-admin';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { storedAgent } from '../../session/session';
import { CREATE_SHARE_WEB_PAGE_SIZE, serviceWebCreateSchema } from '../../schemas/serviceWeb';
import type { FormValues } from '../../schema-ui/SchemaForm';
import { SchemaFormPage } from '../../schema-ui/SchemaFormPage';
import { SAME_SCREEN_RESOURCE, SAME_SCREEN_TEXTS } from './texts';
import { pageLink } from '../../domain/pages';

/** The H5 links of the tenant's default type, as the share-web list gives them to this agent. */
const LINK_RESOURCE = 'productManagement';

/** The create schema with the link offered as a choice among the loaded links. */
function withLinks(links: RaRecord[]) {
  const { shareWebId, ...rest } = serviceWebCreateSchema.properties;
  const choice = {
    ...shareWebId,
    enum: links.map((link) => String(link.id)),
    'x-enumNames': links.map((link) => String(link.name)),
  };
  return { ...serviceWebCreateSchema, properties: { shareWebId: choice, ...rest } };
}

/** A copied record's values (isCopy=1), keeping its link only while it is still offered. */
function copiedValues(query: URLSearchParams, links: RaRecord[]): FormValues {
  const values: FormValues = {};
  const shareWebId = query.get('shareWebId');
  if (shareWebId && links.some((link) => String(link.id) === shareWebId)) values.shareWebId = shareWebId;
  for (const field of ['customerName', 'customerPhone'] as const) {
    const value = query.get(field);
    if (value) values[field] = value;
  }
  return values;
}

/** The identity the spec's create call carries; the server takes its own from the session. */
function identity(): FormValues {
  const agent = storedAgent();
  if (!agent) return {};
  const values = {
    agentId: agent._id,
    loginName: agent.loginName,
    fullName: agent.fullName,
    tenant: agent.tenant?._id,
    tenantName: agent.tenant?.name,
    orgAccount: agent.orgAccount?._id,
    orgAccountName: agent.orgAccount?.orgName,
  };
  return Object.fromEntries(Object.entries(values).filter(([, value]) => typeof value === 'string'));
}

/** Start a same-screen session (/establishSameScreen/:isCopy): one of the tenant's links, and the customer. */
export function SameScreenCreate() {
  const { isCopy } = useParams();
  const [query] = useSearchParams();
  const { data: links, isPending } = useGetList(LINK_RESOURCE, {
    pagination: { page: 1, perPage: CREATE_SHARE_WEB_PAGE_SIZE },
    sort: { field: 'createdAt', order: 'DESC' },
    filter: { status: 1 },
  });
  if (isPending) return <Loading />;
  if (!links || links.length === 0) {
    return (
      <Card sx={{ mt: 2 }}>
        <Title title={SAME_SCREEN_TEXTS.createTitle} />
        <CardContent>
          <Typography gutterBottom>{SAME_SCREEN_TEXTS.noLinks}</Typography>
          <Button component={Link} to={pageLink('products')}>
            {SAME_SCREEN_TEXTS.addLinks}
          </Button>
        </CardContent>
      </Card>
    );
  }
  return (
    <SchemaFormPage
      resource={SAME_SCREEN_RESOURCE}
      schema={withLinks(links)}
      mode="create"
      title={SAME_SCREEN_TEXTS.createTitle}
      done={{ create: SAME_SCREEN_TEXTS.created, edit: SAME_SCREEN_TEXTS.created }}
      defaults={isCopy === '1' ? copiedValues(query, links) : {}}
      prepare={async (values) => ({ ...values, ...identity() })}
    />
  );
}
