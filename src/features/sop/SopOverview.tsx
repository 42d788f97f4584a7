import {
  Box,
  Chip,
  Paper,
  Stack,
  Step,
  StepLabel,
  Stepper,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { SOP_STAGES, type SopScriptRecord } from '../../schemas/sop';
import { sopPageTexts } from './sopTexts';
import { useScripts } from './useScripts';

const byStage = (scripts: SopScriptRecord[], stage: string) => scripts.filter((script) => script.stage === stage);

/** /sopIframe/template: each product's sales template, the scripts it has at each stage. */
export function SopTemplatePage() {
  const scripts = useScripts({});
  const empty = !scripts.loading && scripts.list.length === 0;
  return (
    <Table size="small">
      <TableHead>
        <TableRow>
          <TableCell>{sopPageTexts.product}</TableCell>
          {SOP_STAGES.map((stage) => (
            <TableCell key={stage}>{stage}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {empty && (
          <TableRow>
            <TableCell colSpan={SOP_STAGES.length + 1}>
              <Typography color="text.secondary">{sopPageTexts.noScripts}</Typography>
            </TableCell>
          </TableRow>
        )}
        {scripts.products.map((product) => {
          const own = scripts.list.filter((script) => script.product === product);
          return (
            <TableRow key={product}>
              <TableCell>{product}</TableCell>
              {SOP_STAGES.map((stage) => (
                <TableCell key={stage}>
                  {byStage(own, stage).map((script) => (
                    <Chip key={script._id} size="small" label={script.title} sx={{ m: 0.25 }} />
                  ))}
                </TableCell>
              ))}
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}

/** /sopIframe/workflow: the stages of a sale in order, with the scripts of each. */
export function SopWorkflowPage() {
  const scripts = useScripts({});
  return (
    <Stack spacing={3}>
      <Stepper alternativeLabel nonLinear>
        {SOP_STAGES.map((stage) => (
          <Step key={stage} completed={byStage(scripts.list, stage).length > 0}>
            <StepLabel>{stage}</StepLabel>
          </Step>
        ))}
      </Stepper>
      <Box
        role="list"
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: `repeat(${SOP_STAGES.length}, 1fr)` }, gap: 1.5 }}
      >
        {SOP_STAGES.map((stage) => (
          <Paper key={stage} role="listitem" variant="outlined" sx={{ p: 1.5 }}>
            <Typography variant="subtitle2" gutterBottom>
              {stage} · {sopPageTexts.count(byStage(scripts.list, stage).length)}
            </Typography>
            {byStage(scripts.list, stage).map((script) => (
              <Typography key={script._id} variant="body2">
                {script.product}：{script.title}
              </Typography>
            ))}
          </Paper>
        ))}
      </Box>
    </Stack>
  );
}
