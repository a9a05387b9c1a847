import { Card, Descriptions, List, Space, Statistic, Tag, Typography } from 'antd';
import { type ReactNode, useId } from 'react';
import type { HomeSummary } from '@/contracts/home';
import { roleNames } from '@/contracts/users';
import { formatDate } from '@/lib/format';
import { roleColour } from '@/lib/status-colours';

// Card titles are h2s so the dashboard reads as one outline under its h1.
const headingStyle = { font: 'inherit', margin: 0 } as const;

function DashboardCard({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} style={{ height: '100%' }}>
      <Card
        title={
          <h2 id={headingId} style={headingStyle}>
            {title}
          </h2>
        }
        style={{ height: '100%' }}
      >
        {children}
      </Card>
    </section>
  );
}

export function OrganisationCard({ home }: { home: HomeSummary }) {
  return (
    <DashboardCard title="Organisation">
      <Descriptions
        column={1}
        items={[
          { key: 'name', label: 'Name', children: home.organisation.name },
          { key: 'customer', label: 'Customer ID', children: home.organisation.customer_id },
          { key: 'invitations', label: 'Open invitations', children: home.invitations.open },
        ]}
      />
    </DashboardCard>
  );
}

export function RolesCard({ home }: { home: HomeSummary }) {
  return (
    <DashboardCard title="Your roles">
      <Typography.Paragraph>Signed in as {home.me.name}.</Typography.Paragraph>
      {home.me.roles.length === 0 ? (
        <Typography.Text type="secondary">
          You have no roles yet. Please speak to your account administrator.
        </Typography.Text>
      ) : (
        <Space wrap aria-label="Your roles" role="list">
          {home.me.roles.map((role) => (
            <Tag key={role} color={roleColour(role)} role="listitem">
              {role}
            </Tag>
          ))}
        </Space>
      )}
    </DashboardCard>
  );
}

export function UsersCard({ home }: { home: HomeSummary }) {
  const heldRoles = roleNames.filter((role) => (home.users.by_role[role] ?? 0) > 0);
  return (
    <DashboardCard title="Users">
      <Statistic title="Users in your organisation" value={home.users.total} />
      <Space wrap style={{ margin: '12px 0' }}>
        {heldRoles.map((role) => (
          <Tag key={role} color={roleColour(role)}>
            {role}: {home.users.by_role[role]}
          </Tag>
        ))}
      </Space>
      {home.recent_users.length > 0 && (
        <List
          header={<Typography.Text strong>Newest colleagues</Typography.Text>}
          size="small"
          dataSource={home.recent_users}
          rowKey="user_id"
          renderItem={(user) => (
            <List.Item extra={formatDate(user.created_at)}>
              <List.Item.Meta title={user.name} description={user.email} />
            </List.Item>
          )}
        />
      )}
    </DashboardCard>
  );
}

const familyLabels = [
  ['family_ftth', 'FTTP'],
  ['family_ethernet', 'Ethernet'],
  ['family_ftthl2b', 'FTTP Layer 2 Bitstream'],
] as const;

export function ProductFamiliesCard({ home }: { home: HomeSummary }) {
  return (
    <DashboardCard title="Product families">
      <List
        size="small"
        dataSource={familyLabels.map(([key, label]) => ({ key, label, available: home.product_families[key] }))}
        renderItem={({ label, available }) => (
          <List.Item
            extra={<Tag color={available ? 'green' : 'default'}>{available ? 'Available' : 'Not available'}</Tag>}
          >
            {label}
          </List.Item>
        )}
      />
    </DashboardCard>
  );
}
