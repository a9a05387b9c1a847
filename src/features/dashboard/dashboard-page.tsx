import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Col, Row, Skeleton, Typography } from 'antd';
import { OrganisationCard, ProductFamiliesCard, RolesCard, UsersCard } from './dashboard-cards';
import { dashboardKeys } from './queries';

/** / : what the signed-in organisation has, from one summary call. */
export function DashboardPage() {
  const { data, error, isPending, isFetching, refetch } = useQuery(dashboardKeys.home());

  return (
    <section aria-labelledby="dashboard-heading" aria-busy={isPending}>
      <Typography.Title level={1} id="dashboard-heading">
        Dashboard
      </Typography.Title>
      {isPending && !error && <Skeleton active paragraph={{ rows: 6 }} />}
      {error && !data && (
        <Alert
          type="error"
          showIcon
          title="We could not load your dashboard"
          description="Please check your connection and try again."
          action={
            <Button onClick={() => refetch()} loading={isFetching}>
              Retry
            </Button>
          }
        />
      )}
      {data && (
        <Row gutter={[16, 16]}>
          <Col xs={24} lg={12}>
            <OrganisationCard home={data} />
          </Col>
          <Col xs={24} lg={12}>
            <RolesCard home={data} />
          </Col>
          <Col xs={24} lg={12}>
            <UsersCard home={data} />
          </Col>
          <Col xs={24} lg={12}>
            <ProductFamiliesCard home={data} />
          </Col>
        </Row>
      )}
    </section>
  );
}
