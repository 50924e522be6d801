import { http } from './http';
import type {
  Apartment,
  GuestProfile,
  LoginRequest,
  LoginResponse,
  UserInformation,
} from './types';

export async function login(body: LoginRequest): Promise<LoginResponse> {
  return (await http.post<LoginResponse>('/api/auth/login/', body)).data;
}

export async function logout(): Promise<void> {
  await http.post('/api/auth/logout/', {});
}

export async function getUserInformation(): Promise<UserInformation> {
  return (await http.get<UserInformation>('/api/user_information/')).data;
}

export async function getApartments(): Promise<Apartment[]> {
  return (await http.get<Apartment[]>('/api/apartments/')).data;
}

export async function getGuestProfiles(): Promise<GuestProfile[]> {
  return (await http.get<GuestProfile[]>('/api/checkin-profiles-guest/')).data;
}
