import { DEFAULT_TIMEZONE, isAdminContext, type TPlanFeature } from '@parley/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { notify } from '../../../../components/feedback/notify';
import { FormMessage } from '../../../../components/form/FormMessage';
import { PageLoader } from '../../../../components/PageLoader';
import { refusalMessage } from '../../../../lib/api-error';
import { useApi } from '../../../../lib/app-context';
import { useUrlParam } from '../../../../lib/url-state';
import { useAccount } from '../../../account';
import { catalogueListQuery } from '../../../catalogue';
import { useRetailer } from '../../../retailers';
import { hasPlanFeature, hasRetailerFeature, useRetailerPicker } from '../../../retailers';
import { useEffectiveTheme, useThemeConfigurator } from '../../../themes';
import { useRule, useSaveRule } from '../../api';
import type { EditorSettings } from '../../components/rule-editor/editor-settings';
import {
  hasTimeData,
  newRuleValues,
  ruleToFormValues,
} from '../../components/rule-editor/form-model';
import {
  ALGORITHM_CONTEXT,
  type RuleSavePayload,
} from '../../components/rule-editor/form-validation';
import { editorTabOf, listPathOf, ruleContextOf } from './editor-context';
import { RuleEditorPage } from './RuleEditorPage';
import { useStoreSearch } from './use-store-search';

/** Cohorts and gifts a rule may choose from: one request each, as many as one page allows. */
const CHOICES = { limit: 100 };

/**
 * The rule editor (part 2 §2): a new rule or an existing one, in the context of the query string;
 * the retailer is the route's, or on the admin routes the one chosen in the form.
 */
export default function RuleEditorRoute() {
  const { retailerId: routeRetailerId = null, itemId = null } = useParams();
  const [params] = useSearchParams();
  const context = ruleContextOf(params.get('context'));
  const algorithm = context === ALGORITHM_CONTEXT;
  const [rawTab, setTab] = useUrlParam('tab', 'basic');
  const navigate = useNavigate();
  const api = useApi();

  const rule = useRule(itemId, context);
  // undefined until the admin picks a retailer: until then it is the rule's own.
  const [chosenRetailerId, setChosenRetailerId] = useState<string | null>();
  const retailerId =
    routeRetailerId ??
    (chosenRetailerId === undefined ? (rule.data?.retailer_id ?? null) : chosenRetailerId);
  const retailer = useRetailer(retailerId);
  const plan = (feature: TPlanFeature) =>
    !algorithm && retailerId !== null && hasPlanFeature(retailer.data, feature);
  const userCohorts = hasRetailerFeature(retailer.data, 'user_cohorts');
  const cohorts = useQuery({
    ...catalogueListQuery(api, retailerId ?? '', 'cohorts', CHOICES),
    enabled: plan('behavioural_rules') && userCohorts,
  });
  const addonItems = useQuery({
    ...catalogueListQuery(api, retailerId ?? '', 'addon_items', CHOICES),
    enabled: plan('addons'),
  });
  const store = useStoreSearch(retailerId);
  const retailerSearch = useRetailerPicker(routeRetailerId === null);
  const save = useSaveRule();
  // The theme that applies to the rule's store, and for administrators its configurator
  // (?theme=configurator), which opens on the theme that applies to the retailer.
  const themeRetailerId = algorithm ? null : retailerId;
  const effectiveTheme = useEffectiveTheme(themeRetailerId);
  const canConfigure = useAccount().data?.is_admin === true;
  const [themeDialog, setThemeDialog] = useUrlParam('theme');
  const configuratorOpen =
    canConfigure && themeRetailerId !== null && themeDialog === 'configurator';
  const configurator = useThemeConfigurator(
    configuratorOpen ? { themeId: null, retailerId: themeRetailerId } : null,
  );

  if (rule.isError) return <FormMessage error={refusalMessage(rule.error)} />;
  // Dates are shown in the retailer's timezone, so the form waits for the rule's retailer; once
  // the form is shown, a retailer chosen in it never takes the form away again.
  const firstRetailer = chosenRetailerId === undefined && retailerId !== null;
  if (firstRetailer && retailer.isError) {
    return <FormMessage error={refusalMessage(retailer.error)} />;
  }
  if ((itemId !== null && !rule.data) || (firstRetailer && !retailer.data)) return <PageLoader />;

  const timezone = retailer.data?.timezone_code ?? DEFAULT_TIMEZONE;
  const settings: EditorSettings = {
    context,
    algorithm,
    admin: isAdminContext(context),
    retailerId,
    chooseRetailer: routeRetailerId === null,
    timezone,
    planFeatures: algorithm
      ? []
      : (retailer.data?.billing_scheme?.pricing_plan.feature_names ?? []),
    userCohorts,
    keepsTimeLimit: hasTimeData(rule.data ?? null),
  };

  const onSave = async (payload: RuleSavePayload) => {
    await save.mutateAsync({ ruleId: itemId, values: payload });
    if (itemId === null) notify.created('Rule');
    else notify.saved('Rule');
    void navigate(listPathOf(context, payload.retailer_id ?? routeRetailerId));
  };

  return (
    <RuleEditorPage
      key={itemId ?? 'new'}
      title={rule.data?.name ?? (algorithm ? 'New Algorithm Rule' : 'New Rule')}
      initialValues={
        rule.data ? ruleToFormValues(rule.data, timezone) : newRuleValues(routeRetailerId)
      }
      settings={settings}
      tab={algorithm ? 'basic' : editorTabOf(rawTab)}
      onTabChange={setTab}
      saving={save.isPending}
      onSave={onSave}
      onCancel={() => void navigate(listPathOf(context, retailerId))}
      cohorts={cohorts.data?.cohorts ?? []}
      addonItems={addonItems.data?.addon_items ?? []}
      products={store.products}
      categories={store.categories}
      retailers={{
        ...retailerSearch,
        initial: rule.data?.retailer ?? null,
        onChange: setChosenRetailerId,
      }}
      theme={
        themeRetailerId === null
          ? null
          : {
              theme: effectiveTheme.data?.theme ?? null,
              logoUrl: effectiveTheme.data?.logo_url ?? null,
              error: effectiveTheme.isError ? refusalMessage(effectiveTheme.error) : null,
              configurator: canConfigure
                ? {
                    open: configuratorOpen,
                    url: configurator.data?.url ?? null,
                    error: configurator.isError ? refusalMessage(configurator.error) : null,
                    onOpen: () => setThemeDialog('configurator'),
                    onClose: () => setThemeDialog(''),
                  }
                : null,
            }
      }
    />
  );
}
