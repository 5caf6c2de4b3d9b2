<?php
/**
 * Members area push reminders: posts WHMCS events to the members area, which
 * sends a push reminder to the devices of the client concerned (docs/push.md).
 *
 * Install: copy this file to WHMCS's includes/hooks/ and set, in
 * configuration.php (never in a template):
 *
 *   $members_area_push_url = 'https://members.example.com/dashboard/hooks/whmcs-event';
 *   $members_area_push_secret = '<the members area's PUSH_HOOK_SECRET>';
 *
 * Each post is signed: X-Members-Timestamp is the Unix time in seconds and
 * X-Members-Signature the hex HMAC-SHA256 of "<timestamp>.<body>" with the
 * shared secret. The members area refuses a post more than five minutes from
 * its clock, a wrong signature and a post it has received before.
 *
 * Hooks (WHMCS Hooks Reference, https://developers.whmcs.com/hooks-reference/):
 * InvoiceCreated, InvoicePaymentReminder (type: reminder, firstoverdue,
 * secondoverdue, thirdoverdue), TicketAdminReply, NetworkIssueAdd.
 */

if (!defined('WHMCS')) {
    die('This file cannot be accessed directly');
}

/**
 * Posts one event; a members area that is down never holds WHMCS up: the
 * post gives up after five seconds and a failure is only logged.
 */
function members_area_push_post(array $event)
{
    global $members_area_push_url, $members_area_push_secret;
    if (empty($members_area_push_url) || empty($members_area_push_secret)) {
        return;
    }
    $body = json_encode($event);
    $timestamp = time();
    $signature = hash_hmac('sha256', $timestamp . '.' . $body, $members_area_push_secret);
    $curl = curl_init($members_area_push_url);
    curl_setopt_array($curl, [
        CURLOPT_POST => true,
        CURLOPT_POSTFIELDS => $body,
        CURLOPT_HTTPHEADER => [
            'Content-Type: application/json',
            'X-Members-Timestamp: ' . $timestamp,
            'X-Members-Signature: ' . $signature,
        ],
        CURLOPT_RETURNTRANSFER => true,
        CURLOPT_CONNECTTIMEOUT => 3,
        CURLOPT_TIMEOUT => 5,
    ]);
    $answer = curl_exec($curl);
    $status = curl_getinfo($curl, CURLINFO_HTTP_CODE);
    curl_close($curl);
    if ($answer === false || $status !== 200) {
        logActivity('Members area push: the event ' . $event['event'] . ' was not accepted (HTTP ' . $status . ')');
    }
}

add_hook('InvoiceCreated', 1, function ($vars) {
    members_area_push_post([
        'event' => 'InvoiceCreated',
        'invoiceid' => (int) $vars['invoiceid'],
    ]);
});

add_hook('InvoicePaymentReminder', 1, function ($vars) {
    members_area_push_post([
        'event' => 'InvoicePaymentReminder',
        'invoiceid' => (int) $vars['invoiceid'],
        'type' => (string) $vars['type'],
    ]);
});

add_hook('TicketAdminReply', 1, function ($vars) {
    members_area_push_post([
        'event' => 'TicketAdminReply',
        'ticketid' => (int) $vars['ticketid'],
    ]);
});

add_hook('NetworkIssueAdd', 1, function ($vars) {
    members_area_push_post([
        'event' => 'NetworkIssueAdd',
        'id' => (int) $vars['id'],
        'title' => mb_substr((string) $vars['title'], 0, 200),
    ]);
});
