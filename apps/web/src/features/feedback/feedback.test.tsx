import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FEEDBACK_IMAGE_MAX_BYTES, type FeedbackEntry } from '@wps/shared-types';
import { failure, mockApi } from '../../test/api-mock';
import { memberInfo, ok } from '../../test/fixtures';
import { renderApp } from '../../test/render';
import { currentAccessDialog } from '../session/access-dialogs';
import { addPickedImages } from '../../ui/ProofImagePicker';
import { checkFeedbackDraft } from './feedback-draft';

const image = (name: string, type: string, size = 2048) =>
  new File([new Uint8Array(size)], name, { type });
const MESSAGE = 'Deposit kemarin belum masuk ke dompet saya.';

describe('checkFeedbackDraft', () => {
  it('asks for a question type and a content within the bound', () => {
    expect(checkFeedbackDraft({ questionType: '', content: 'short', images: [] }, 'EN')).toEqual({
      questionType: 'Please choose a question type',
      content: 'The content is between 10 and 500 words',
    });
    expect(
      checkFeedbackDraft({ questionType: 'GAME', content: 'x'.repeat(501), images: [] }, 'MS'),
    ).toEqual({ content: 'Kandungan adalah antara 10 hingga 500 perkataan' });
  });

  it('counts characters, not bytes, and ignores surrounding blanks', () => {
    expect(
      checkFeedbackDraft(
        { questionType: 'OTHER', content: '  存款没有到账请帮忙看看  ', images: [] },
        'CN',
      ),
    ).toEqual({});
    expect(
      checkFeedbackDraft({ questionType: 'OTHER', content: '   no    ', images: [] }, 'CN'),
    ).toEqual({ content: '内容字数须在10至500之间' });
  });
});

describe('addPickedImages', () => {
  it('keeps PNG and JPG pictures', () => {
    const picked = [image('a.png', 'image/png'), image('b.jpg', 'image/jpeg')];
    expect(addPickedImages([], picked, 'EN')).toEqual({ images: picked, error: null });
  });

  it.each([
    [
      'a GIF',
      image('smile.gif', 'image/gif'),
      'Image smile.gif: only PNG or JPG images are accepted',
    ],
    [
      'a PDF',
      image('notes.pdf', 'application/pdf'),
      'Image notes.pdf: only PNG or JPG images are accepted',
    ],
    [
      'a picture of 5 MB',
      image('huge.png', 'image/png', FEEDBACK_IMAGE_MAX_BYTES),
      'Image huge.png: each image must be under 5 MB',
    ],
    ['an empty file', image('empty.jpg', 'image/jpeg', 0), 'Image empty.jpg: the file is empty'],
  ])('leaves out %s and says why', (_case, file, message) => {
    const first = image('first.png', 'image/png');
    expect(addPickedImages([first], [file], 'EN')).toEqual({ images: [first], error: message });
  });

  it('holds at most three images', () => {
    const chosen = [image('1.png', 'image/png'), image('2.png', 'image/png')];
    const result = addPickedImages(
      chosen,
      [image('3.jpg', 'image/jpeg'), image('4.jpg', 'image/jpeg')],
      'EN',
    );
    expect(result.images.map((file) => file.name)).toEqual(['1.png', '2.png', '3.jpg']);
    expect(result.error).toBe('You can upload at most 3 images');
  });
});

function logIn(isAgent: number) {
  window.sessionStorage.setItem('token', 't');
  window.sessionStorage.setItem('isAgent', String(isAgent));
}

/** The help page's button (the footer has one too). */
async function openForm() {
  const [button] = await screen.findAllByRole('button', { name: 'Maklum balas' });
  fireEvent.click(button);
}

describe('the feedback form', () => {
  it('sends the login popup to a visitor', async () => {
    mockApi();
    renderApp('/');
    fireEvent.click(await screen.findByRole('button', { name: 'Maklum balas' }));
    expect(currentAccessDialog()?.name).toBe('loginPopupModal');
  });

  it('refuses a demo account with the in_need_true_account warning', async () => {
    logIn(4);
    mockApi({
      'GET /wps/member/info': () => ok({ ...memberInfo, type: 4 }),
    });
    renderApp('/');
    fireEvent.click(await screen.findByRole('button', { name: 'Maklum balas' }));
    expect(currentAccessDialog()?.name).toBe('needTrueAccount');
  });

  it('checks the form, previews and removes pictures, sends it and thanks the member', async () => {
    logIn(0);
    const entry: FeedbackEntry = {
      id: 1,
      questionType: 'DEPOSIT',
      content: MESSAGE,
      createdAt: '2026-11-22T10:00:00.000Z',
      images: [{ mimeType: 'image/png', sizeBytes: 2048 }],
      status: 'OPEN',
      reply: null,
    };
    const api = mockApi({
      'GET /wps/member/info': () => ok(memberInfo),
      'PUT /wps/feedback': () => ok(entry),
    });
    renderApp('/help');
    await openForm();
    const dialog = await screen.findByRole('dialog', { name: 'Maklum balas' });
    const form = within(dialog);

    fireEvent.click(form.getByRole('button', { name: 'Hantar maklum balas' }));
    expect(form.getByText('Sila pilih jenis soalan')).toBeTruthy();
    expect(form.getByText('Kandungan adalah antara 10 hingga 500 perkataan')).toBeTruthy();
    expect(api.to('PUT /wps/feedback')).toHaveLength(0);

    fireEvent.change(form.getByLabelText('Jenis soalan'), { target: { value: 'DEPOSIT' } });
    fireEvent.change(form.getByLabelText('Mesej anda'), { target: { value: MESSAGE } });
    expect(form.getByText(`${[...MESSAGE].length} / 500 aksara`)).toBeTruthy();

    const picker = form.getByLabelText('Tambah gambar');
    fireEvent.change(picker, {
      target: { files: [image('resit.png', 'image/png'), image('skrin.gif', 'image/gif')] },
    });
    expect(form.getByRole('img', { name: 'resit.png' })).toBeTruthy();
    expect(form.getByText('Gambar skrin.gif: hanya gambar PNG atau JPG diterima')).toBeTruthy();
    fireEvent.change(picker, { target: { files: [image('salah.jpg', 'image/jpeg')] } });
    fireEvent.click(form.getByRole('button', { name: 'Buang salah.jpg' }));
    expect(form.queryByRole('img', { name: 'salah.jpg' })).toBeNull();

    fireEvent.click(form.getByRole('button', { name: 'Hantar maklum balas' }));
    expect(await form.findByText('Terima kasih! Maklum balas anda telah dihantar.')).toBeTruthy();
    const sent = api.to('PUT /wps/feedback')[0].body as FormData;
    expect(sent.get('questionType')).toBe('DEPOSIT');
    expect(sent.get('content')).toBe(MESSAGE);
    expect((sent.getAll('images') as File[]).map((file) => file.name)).toEqual(['resit.png']);
  });

  it("shows the server's message for a picture it refuses", async () => {
    logIn(0);
    mockApi({
      'GET /wps/member/info': () => ok(memberInfo),
      'PUT /wps/feedback': () =>
        failure('VALIDATION_FAILED', 400, {
          fields: { images: ['Gambar 1: hanya gambar PNG atau JPG diterima'] },
        }),
    });
    renderApp('/help');
    await openForm();
    const form = within(await screen.findByRole('dialog', { name: 'Maklum balas' }));
    fireEvent.change(form.getByLabelText('Jenis soalan'), { target: { value: 'GAME' } });
    fireEvent.change(form.getByLabelText('Mesej anda'), { target: { value: MESSAGE } });
    fireEvent.change(form.getByLabelText('Tambah gambar'), {
      target: { files: [image('palsu.png', 'image/png')] },
    });
    fireEvent.click(form.getByRole('button', { name: 'Hantar maklum balas' }));
    await waitFor(() =>
      expect(form.getByText('Gambar 1: hanya gambar PNG atau JPG diterima')).toBeTruthy(),
    );
  });
});
