import type { Promotion } from '@furlong/contract';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ContentLink } from './content-link';

/** One promotion: its image (a link when it has one), title and text. */
export function PromotionCard({ promotion }: { promotion: Promotion }) {
  const image = (
    <Box
      component="img"
      src={promotion.image_url}
      alt={promotion.image_alt}
      sx={{ display: 'block', width: '100%', aspectRatio: '16 / 9', objectFit: 'cover' }}
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
      <Box sx={{ p: 2 }}>
        <Typography variant="h2" sx={{ mb: 1 }}>
          {promotion.title}
        </Typography>
        {promotion.body && <Typography variant="body2">{promotion.body}</Typography>}
      </Box>
    </Paper>
  );
}
