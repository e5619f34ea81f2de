import type { TRetailer } from '@parley/contract';
import { useEffect, useRef, useState } from 'react';
import { notify } from '../../../../components/feedback/notify';
import { useUpdateRetailer } from '../../../retailers';
import { RuleBanners } from '../../components/rule-list/RuleBanners';
import { bannerStageOf, type BannerStage } from '../../components/rule-list/support-links';

/**
 * The rules-page banners and their saved state (part 1 §4 Banner type): Continue on the welcome
 * saves initial_book_call; reaching initial_book_call at once saves persistent_book_call, while
 * this visit still offers the training call (Not Now shows its reminder). Mount it keyed by the
 * retailer: the stage starts from the retailer's banner type and then moves only here.
 *
 * An administrator viewing a retailer sees the same banners, but the stage moves for them alone:
 * the retailer's own banner state is never changed by someone else's clicks.
 */
export function RuleBannersContainer({
  retailer,
  canSave,
}: {
  retailer: TRetailer;
  canSave: boolean;
}) {
  const [stage, setStage] = useState<BannerStage>(() =>
    bannerStageOf(retailer.admin_site_banner_type),
  );
  // Two mutations, so that the automatic save never stands in for Continue's (whose success
  // moves the stage on).
  const continueSave = useUpdateRetailer(retailer.id);
  const { mutate: moveOn } = useUpdateRetailer(retailer.id);

  // Once per mount, even when React runs the effect twice in development.
  const movedOn = useRef(false);
  const bannerType = retailer.admin_site_banner_type;
  useEffect(() => {
    if (!canSave || bannerType !== 'initial_book_call' || movedOn.current) return;
    movedOn.current = true;
    // Unnoticed if it fails: the state stays initial_book_call and the next visit tries again.
    moveOn({ admin_site_banner_type: 'persistent_book_call' });
  }, [canSave, bannerType, moveOn]);

  const onContinue = () => {
    if (!canSave) {
      setStage('training');
      return;
    }
    continueSave.mutate(
      { admin_site_banner_type: 'initial_book_call' },
      { onSuccess: () => setStage('training'), onError: (error) => notify.failure(error) },
    );
  };

  return (
    <RuleBanners
      stage={stage}
      onContinue={onContinue}
      onNotNow={() => setStage('trainingLater')}
      continuing={continueSave.isPending}
    />
  );
}
