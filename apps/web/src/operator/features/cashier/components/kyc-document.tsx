import type { KycReviewItem } from '@furlong/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useToast } from '../../../../components/toast/toast-context';
import { formatIndiaDateTime } from '../../../../lib/india-date-time';
import { failureMessage } from '../../../lib/operator-api-client';
import { fetchKycDocument } from '../api/cashier-api';

type KycDocumentSummary = KycReviewItem['documents'][number];

interface KycDocumentProps {
  document: KycDocumentSummary;
  /** "PAN image 1 of Asha Rao", the image's alternative text and the buttons' names. */
  label: string;
  /** Told once the document was opened (viewed or downloaded): approval needs it. */
  onOpened?: () => void;
}

const EXTENSIONS: Record<KycDocumentSummary['contentType'], string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
};

/** One uploaded image: viewed from a blob: URL (revoked when hidden) or saved as a file. */
export function KycDocument({ document, label, onOpened }: KycDocumentProps) {
  const showToast = useToast();
  const [imageUrl, setImageUrl] = useState<string | null>(null);
  const [busy, setBusy] = useState<'view' | 'download' | null>(null);

  useEffect(() => {
    if (imageUrl === null) return;
    return () => URL.revokeObjectURL(imageUrl);
  }, [imageUrl]);

  const load = async (kind: 'view' | 'download'): Promise<Blob | null> => {
    setBusy(kind);
    try {
      const blob = await fetchKycDocument(document.id);
      onOpened?.();
      return blob;
    } catch (error) {
      showToast(failureMessage(error), 'error');
      return null;
    } finally {
      setBusy(null);
    }
  };

  const handleView = async () => {
    if (imageUrl !== null) {
      setImageUrl(null);
      return;
    }
    const blob = await load('view');
    if (blob) setImageUrl(URL.createObjectURL(blob));
  };

  const handleDownload = async () => {
    const blob = await load('download');
    if (!blob) return;
    const url = URL.createObjectURL(blob);
    const link = window.document.createElement('a');
    link.href = url;
    link.download = `kyc-${document.id}.${EXTENSIONS[document.contentType]}`;
    link.click();
    // The click has started the save; the URL is no longer needed.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  };

  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="body2" sx={{ flex: 1 }}>
          {`${label} · ${Math.ceil(document.sizeBytes / 1024)} KB · ${formatIndiaDateTime(document.uploadedOn)}`}
        </Typography>
        <Button
          size="small"
          aria-label={`${imageUrl === null ? 'View' : 'Hide'} ${label}`}
          loading={busy === 'view'}
          onClick={() => void handleView()}
        >
          {imageUrl === null ? 'View' : 'Hide'}
        </Button>
        <Button
          size="small"
          aria-label={`Download ${label}`}
          loading={busy === 'download'}
          onClick={() => void handleDownload()}
        >
          Download
        </Button>
      </Stack>
      {imageUrl !== null && (
        <Box
          component="img"
          src={imageUrl}
          alt={label}
          sx={{
            maxWidth: '100%',
            maxHeight: 480,
            objectFit: 'contain',
            border: 1,
            borderColor: 'divider',
          }}
        />
      )}
    </Box>
  );
}
