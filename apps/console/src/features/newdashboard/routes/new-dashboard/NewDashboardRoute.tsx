import { useCallback, useRef } from 'react';
import { useNavigate, useParams } from 'react-router';
import { refusalMessage } from '../../../../lib/api-error';
import { useNewDashboardHandoff } from '../../api';
import { useFrameNavigation } from '../../frame-navigation';
import { NewDashboardPage } from './NewDashboardPage';

/**
 * The New dashboard (/admin/newdashboard across retailers, /retailers/{id}/newdashboard for one):
 * asks for a handoff URL, frames it, and follows the frame's 'navigate' messages.
 */
export default function NewDashboardRoute() {
  const { retailerId } = useParams();
  const navigate = useNavigate();
  const frame = useRef<HTMLIFrameElement>(null);
  const handoff = useNewDashboardHandoff(retailerId ?? null);
  const url = handoff.data?.url ?? null;
  const frameOrigin = url ? new URL(url).origin : null;
  const open = useCallback((path: string) => void navigate(path), [navigate]);
  useFrameNavigation(frame, frameOrigin, open);

  return (
    <NewDashboardPage
      url={url}
      loadError={handoff.isError ? refusalMessage(handoff.error) : null}
      frameRef={frame}
    />
  );
}
