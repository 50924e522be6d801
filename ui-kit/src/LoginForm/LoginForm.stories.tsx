import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { LoginForm } from './LoginForm';

const meta = {
  title: 'Forms/LoginForm',
  component: LoginForm,
  args: {
    title: 'Login',
    onLogin: fn(() => Promise.reject(new Error('bad credentials'))),
    errorMessage: () => 'Invalid username or password',
  },
} satisfies Meta<typeof LoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithDescription: Story = {
  args: { title: 'Dev login', description: 'Owner demo: host / soglia-demo' },
};
