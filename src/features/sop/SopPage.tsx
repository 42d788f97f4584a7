import { Card, CardContent } from '@mui/material';
import { Title } from 'react-admin';
import { Navigate, useParams } from 'react-router-dom';
import { ScriptLibraryPage } from './ScriptLibraryPage';
import { SopTemplatePage, SopWorkflowPage } from './SopOverview';
import { sopPageTexts } from './sopTexts';
import { pageLink } from '../../domain/pages';

const pages = { template: SopTemplatePage, workflow: SopWorkflowPage, words: ScriptLibraryPage } as const;

/** /sopIframe/:pageName (spec 1 §2.2): the SOP management pages template, workflow and words. */
export function SopPage() {
  const { pageName = '' } = useParams();
  const Page = pages[pageName as keyof typeof pages];
  if (!Page) return <Navigate to={pageLink('login')} replace />;
  return (
    <Card sx={{ m: 2 }}>
      <Title title={sopPageTexts.titles[pageName]} />
      <CardContent>
        <Page />
      </CardContent>
    </Card>
  );
}
