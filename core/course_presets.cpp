// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/course_presets.h"

namespace pe {
namespace {

EncodingParams paramsOf(std::int64_t length, std::int64_t dim, double base = 10000.0) {
    EncodingParams params;
    params.length = length;
    params.dim = dim;
    params.base = base;
    return params;
}

std::vector<CoursePreset> makePresets() {
    return {
        {"i-love-you",
         "I love you",
         "I love you（我爱你）",
         {"I", "love", "you"},
         paramsOf(3, 512),
         {},
         "3 tokens, D = 512. \"love\" sits at position 1: its first dims are sin 1, cos 1, "
         "sin(1/10000^(2/512)), cos(1/10000^(2/512)). Dim 1 belongs to pair 0, so it is cos 1.",
         "3 个词，D = 512。\"love\" 位于位置 1：前几维是 sin 1、cos 1、sin(1/10000^(2/512))、"
         "cos(1/10000^(2/512))。第 1 维属于第 0 对，所以是 cos 1。",
         1,
         1},
        {"wo-shi-yi-tiao-gou",
         "我是一条狗 (odd D = 3)",
         "我是一条狗（奇数维 D = 3）",
         {"我", "是", "一", "条", "狗"},
         paramsOf(5, 3),
         {},
         "5 tokens, D = 3: position 0 is [0, 1, 0]. With odd D the last column is the sin of "
         "pair 1; it has no cos partner.",
         "5 个字，D = 3：位置 0 是 [0, 1, 0]。D 为奇数时最后一列是第 1 对的 sin，没有对应的 cos。",
         0,
         2},
        {"wo-xihuan-da-lanqiu",
         "我喜欢打篮球",
         "我喜欢打篮球",
         {"我", "喜欢", "打", "篮球"},
         paramsOf(4, 512),
         {},
         "4 tokens (words, not characters), D = 512: each word gets the encoding of its "
         "position.",
         "4 个词（按词而不是按字切分），D = 512：每个词加上它所在位置的编码。"},
        {"translation-consistency",
         "Translation consistency (D = 16)",
         "平移一致性（D = 16）",
         {},
         paramsOf(64, 16),
         {{0, 3}, {10, 13}},
         "L = 64, D = 16: the cosine similarity at offset 3 is 0.693 from position 0 and from "
         "position 10. It depends on the offset only.",
         "L = 64，D = 16：相距 3 的两个位置，从位置 0 和从位置 10 出发，余弦相似度都是 0.693，"
         "只取决于距离。"},
        {"translation-consistency-exercise",
         "Exercise: the same with D = 8",
         "练习：改为 D = 8",
         {},
         paramsOf(64, 8),
         {{0, 3}, {10, 13}},
         "The exercise: repeat the experiment with D = 8. The two cosines are again equal to "
         "each other, but not to the D = 16 value.",
         "练习：用 D = 8 重复实验。两个余弦值仍然彼此相等，但与 D = 16 时的值不同。"},
        {"paper",
         "The paper (D = 512)",
         "原论文（D = 512）",
         {},
         paramsOf(128, 512),
         {},
         "Vaswani et al. 2017: d_model = 512, base 10000. L = 128 is a display choice.",
         "Vaswani 等人 2017 年的设置：d_model = 512，base 10000。L = 128 只是显示用的长度。"},
        {"long-context",
         "Long context (L = 131072, base 500000)",
         "长上下文（L = 131072，base 500000）",
         {},
         paramsOf(131072, 128, 500000.0),
         {},
         "131072 positions with base 500000 (the RoPE base of Llama 3) and D = 128: the slow "
         "pairs need a larger base to stay distinct over a long context.",
         "131072 个位置，base 500000（Llama 3 的 RoPE base），D = 128：上下文越长，需要越大的 "
         "base，慢速维度才能区分远处的位置。"},
    };
}

} // namespace

const std::vector<CoursePreset>& coursePresets() {
    static const std::vector<CoursePreset> presets = makePresets();
    return presets;
}

const CoursePreset* findCoursePreset(const std::string& id) {
    for (const CoursePreset& preset : coursePresets())
        if (preset.id == id)
            return &preset;
    return nullptr;
}

} // namespace pe
