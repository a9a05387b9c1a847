import { DetailPage } from '@/components/detail-page';
import type { ServiceDetail } from '@/contracts/services';
import { servicesListHref } from '../address-query';
import { serviceKeys } from '../queries';
import {
  ActionsSection,
  AppointmentBookingSection,
  AppointmentSection,
  CasesSection,
  ContactMessagesSection,
  ContactsSection,
  DatesSection,
  DelaysSection,
  HistorySection,
  InstallOptionsSection,
  NetworkSection,
  OrderSection,
  PtwSection,
  SiteSection,
  SummarySection,
  SwitchSection,
} from './service-sections';

const serviceScreen = {
  kind: 'Service',
  noun: 'service',
  query: serviceKeys.detail,
  trail: [{ label: 'Support' }, { label: 'Services', href: servicesListHref }],
  name: (service: ServiceDetail) => service.service_reference,
  sections: [
    ActionsSection,
    SummarySection,
    DatesSection,
    SwitchSection,
    SiteSection,
    ContactsSection,
    NetworkSection,
    InstallOptionsSection,
    AppointmentSection,
    AppointmentBookingSection,
    PtwSection,
    DelaysSection,
    OrderSection,
    CasesSection,
    ContactMessagesSection,
    HistorySection,
  ],
};

/**
 * /support/services/{id or service reference} (spec 2 §2, §3): every part of the Service, its links (open incident,
 * active outage, regrade), and the actions its flags allow.
 */
export function ServiceDetailPage() {
  return <DetailPage screen={serviceScreen} />;
}
