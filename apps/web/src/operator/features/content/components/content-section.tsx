import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { z } from 'zod';
import { LoadError } from '../../../../components/load-error';
import { PageLoading } from '../../../../components/page-loading';
import { useOperatorCan } from '../../../lib/use-operator-can';
import { SectionHeading } from '../../../components/section-heading';
import {
  failureMessage,
  getOperatorJson,
  requestOperatorJson,
} from '../../../lib/operator-api-client';
import { CONTENT_KINDS, toContentBody, type ContentKind } from '../content-kinds';

const pathOf = (kind: ContentKind, uid?: string) =>
  `/api/operator/content/${kind.collection}${uid ? `/${uid}` : ''}`;

/** Banners, tips and promotions: list, add, delete (every change is audited by the API). */
export default function ContentSection() {
  const [tab, setTab] = useState(0);
  const kind = CONTENT_KINDS[tab] ?? CONTENT_KINDS[0];
  if (!kind) return null;
  return (
    <>
      <SectionHeading title="Content" />
      <Tabs
        value={tab}
        onChange={(_, next: number) => setTab(next)}
        aria-label="Kind of content"
        sx={{ mb: 2 }}
      >
        {CONTENT_KINDS.map((each) => (
          <Tab key={each.collection} label={each.label} />
        ))}
      </Tabs>
      <ContentEditor key={kind.collection} kind={kind} />
    </>
  );
}

function ContentEditor({ kind }: { kind: ContentKind }) {
  const queryClient = useQueryClient();
  const queryKey = ['operator', 'content', kind.collection];
  const items = useQuery({
    queryKey,
    queryFn: ({ signal }) => getOperatorJson(pathOf(kind), kind.listSchema, signal),
  });
  const [values, setValues] = useState<Record<string, string>>({});
  const canEdit = useOperatorCan().can('content:edit');
  const refresh = () => queryClient.invalidateQueries({ queryKey });
  const add = useMutation({
    mutationFn: () =>
      requestOperatorJson(pathOf(kind), {
        method: 'POST',
        body: toContentBody(kind, values),
        schema: z.object({ uid: z.string() }),
      }),
    onSuccess: () => {
      setValues({});
      void refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (uid: string) =>
      requestOperatorJson(pathOf(kind, uid), { method: 'DELETE', schema: z.unknown() }),
    onSuccess: () => void refresh(),
  });
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate();
  };

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {items.isPending && <PageLoading label={`Loading ${kind.label.toLowerCase()}`} />}
      {items.isError && <LoadError error={items.error} onRetry={() => void items.refetch()} />}
      {items.isSuccess && (
        <Paper component="ul" aria-label={kind.label} sx={{ m: 0, p: 1, listStyle: 'none' }}>
          {items.data.length === 0 && <li>None yet.</li>}
          {items.data.map((item) => (
            <Box
              component="li"
              key={item.uid}
              sx={{ display: 'flex', gap: 1, alignItems: 'center', py: 0.5 }}
            >
              <Typography sx={{ flex: 1 }}>{kind.summary(item)}</Typography>
              {canEdit && (
                <Button size="small" color="error" onClick={() => remove.mutate(item.uid)}>
                  Delete
                </Button>
              )}
            </Box>
          ))}
        </Paper>
      )}
      {remove.isError && <Typography color="error">{failureMessage(remove.error)}</Typography>}
      {canEdit && (
        <Paper
          component="form"
          onSubmit={handleSubmit}
          aria-label={`Add to ${kind.label}`}
          sx={{ p: 2, display: 'grid', gap: 1.5 }}
        >
          <Typography component="h2" variant="h6">
            Add
          </Typography>
          {kind.fields.map((field) => (
            <TextField
              key={field.name}
              size="small"
              label={field.label}
              required={!field.isOptional}
              value={values[field.name] ?? ''}
              onChange={(event) =>
                setValues((current) => ({ ...current, [field.name]: event.target.value }))
              }
            />
          ))}
          {add.isError && <Typography color="error">{failureMessage(add.error)}</Typography>}
          <Button type="submit" variant="contained" loading={add.isPending}>
            Add
          </Button>
        </Paper>
      )}
    </Box>
  );
}
