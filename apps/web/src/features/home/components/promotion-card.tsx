import type { Promotion } from '@furlong/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useDataSaver } from '../../../lib/data-saver';
import { ContentLink } from './content-link';
import { useT } from '../../../i18n/use-t';

/** One promotion: its image (a link when it has one), title and text. */
export function PromotionCard({ promotion }: { promotion: Promotion }) {
  const isDataSaverOn = useDataSaver();
  const { t } = useT();
  const [hasAskedForImage, setAskedForImage] = useState(false);
  const imageBox = { display: 'block', width: '100%', aspectRatio: '16 / 9' } as const;
  if (isDataSaverOn && !hasAskedForImage) {
    return (
      <Paper component="article" sx={{ overflow: 'hidden', height: '100%' }}>
        <Box sx={{ ...imageBox, display: 'grid', placeItems: 'center', bgcolor: 'grey.200' }}>
          <Button variant="outlined" onClick={() => setAskedForImage(true)}>
            {t('home.showImage')}
          </Button>
        </Box>
        <PromotionText promotion={promotion} />
      </Paper>
    );
  }
  const image = (
    <Box
      component="img"
      src={promotion.image_url}
      alt={promotion.image_alt}
      sx={{ ...imageBox, objectFit: 'cover' }}
    />
  );
  return (
    <Paper component="article" sx={{ overflow: 'hidden', height: '100%' }}>
      {promotion.link ? (
        <ContentLink href={promotion.link} label={promotion.title}>
          {image}
        </ContentLink>
      ) : (
        image
      )}
      <PromotionText promotion={promotion} />
    </Paper>
  );
}

function PromotionText({ promotion }: { promotion: Promotion }) {
  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="h2" sx={{ mb: 1 }}>
        {promotion.title}
      </Typography>
      {promotion.body && <Typography variant="body2">{promotion.body}</Typography>}
    </Box>
  );
}
