import type { FollowKind } from '@furlong/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useQuery } from '@tanstack/react-query';
import { useToast } from '../../../components/toast/toast-context';
import { ApiError } from '../../../lib/api-client';
import { followListQuery, isSameName, useFollow, useUnfollow } from '../api/follows-api';
import { useT } from '../../../i18n/use-t';

export interface FollowTargets {
  horse: string;
  jockey: string | null;
  trainer: string | null;
}

interface FollowButtonsProps {
  targets: FollowTargets;
  isSignedIn: boolean;
  onSignInRequired: () => void;
}

/** Follow or unfollow a runner's horse, jockey and trainer: each a toggle button. */
export function FollowButtons({ targets, isSignedIn, onSignInRequired }: FollowButtonsProps) {
  const list = useQuery({ ...followListQuery, enabled: isSignedIn });
  const follow = useFollow();
  const unfollow = useUnfollow();
  const showToast = useToast();
  const { t, refusal } = useT();
  const entries: ReadonlyArray<readonly [FollowKind, string | null]> = [
    ['HORSE', targets.horse],
    ['JOCKEY', targets.jockey],
    ['TRAINER', targets.trainer],
  ];
  const isFollowing = (kind: FollowKind, name: string) =>
    list.data?.follows.some((row) => row.kind === kind && isSameName(row.name, name)) ?? false;

  const handleToggle = (kind: FollowKind, name: string) => {
    if (!isSignedIn) {
      onSignInRequired();
      return;
    }
    const isOn = isFollowing(kind, name);
    const change = isOn ? unfollow : follow;
    change.mutate(
      { kind, name },
      {
        onSuccess: () =>
          showToast(
            isOn ? t('follow.unfollowed', { name }) : t('follow.followed', { name }),
            'success',
          ),
        onError: (error) =>
          showToast(error instanceof ApiError ? refusal(error) : t('follow.tryAgain'), 'error'),
      },
    );
  };

  return (
    <Box
      role="group"
      aria-label={t('follow.group')}
      data-testid="follow-buttons"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }}
    >
      {entries.map(([kind, name]) => {
        if (!name) return null;
        const isOn = isFollowing(kind, name);
        return (
          <Button
            key={kind}
            variant={isOn ? 'contained' : 'outlined'}
            aria-pressed={isOn}
            disabled={follow.isPending || unfollow.isPending}
            onClick={() => handleToggle(kind, name)}
            sx={{ minHeight: 44, textTransform: 'none' }}
          >
            {t(isOn ? 'follow.following' : 'follow.follow', { kind, name })}
          </Button>
        );
      })}
    </Box>
  );
}
