import { Card, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';

/** The centred card every public screen (login, register, password recovery) sits in. */
export function AuthFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Flex justify="center" align="center" style={{ minHeight: '100vh', background: '#f0f2f5', padding: 16 }}>
      <Card style={{ width: 420, maxWidth: '100%' }}>
        <Typography.Title level={3} style={{ textAlign: 'center' }}>
          {title}
        </Typography.Title>
        {children}
      </Card>
    </Flex>
  );
}
